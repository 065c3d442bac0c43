import { describe, expect, it } from 'vitest';
import { phases, runEnvironment, runPhases, summary } from './run-tests.mjs';

describe('npm test, phase by phase', () => {
  const phase = (name: string, needs?: string) => ({ name, command: [name], about: `the ${name}`, needs });

  it('runs every phase even after one fails, and reports each', async () => {
    const ran: string[] = [];
    const codes: Record<string, number> = { lint: 1 };
    let clock = 0;
    const results = await runPhases([phase('typecheck'), phase('lint'), phase('unit')], {
      runCommand: async ([name]: string[]) => {
        ran.push(name!);
        clock += 2000;
        return codes[name!] ?? 0;
      },
      log: () => {},
      now: () => clock,
    });
    expect(ran).toEqual(['typecheck', 'lint', 'unit']);
    expect(results.map((result) => [result.name, result.result, result.ms])).toEqual([
      ['typecheck', 'passed', 2000],
      ['lint', 'failed', 2000],
      ['unit', 'passed', 2000],
    ]);
  });

  it('does not run a phase whose input failed, and says why', async () => {
    const lines: string[] = [];
    const results = await runPhases([phase('build'), phase('browser', 'build'), phase('wordpress')], {
      runCommand: async ([name]: string[]) => (name === 'build' ? 2 : 0),
      log: (line: string) => lines.push(line),
    });
    expect(results.map((result) => result.result)).toEqual(['failed', 'not run', 'passed']);
    expect(lines.join('\n')).toMatch(/browser: not run \(it needs build, which failed\)/);
    const table = summary(results);
    expect(table).toMatch(/browser\s+not run\s+\(build failed\)/);
    expect(table).toMatch(/2 of 3 not passed/);
  });

  it('runs two lanes side by side, a phase waiting for what it needs from the other lane', async () => {
    const events: string[] = [];
    const gates = new Map<string, () => void>();
    const results = runPhases(
      [
        { ...phase('build'), lane: 'site' },
        { ...phase('browser', 'build'), lane: 'site' },
        { ...phase('unit'), lane: 'side' },
        { ...phase('cluster', 'build'), lane: 'side' },
      ],
      {
        runCommand: ([name]: string[]) =>
          new Promise<number>((resolve) => {
            events.push(`start ${name}`);
            gates.set(name!, () => {
              events.push(`end ${name}`);
              resolve(0);
            });
          }),
        log: () => {},
        logDir: () => '/nowhere',
        readLog: () => '',
      },
    );
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    await settled();
    // The build and the unit tests start together; the cluster waits for the build.
    expect(events).toEqual(['start build', 'start unit']);
    gates.get('unit')!();
    await settled();
    expect(events).not.toContain('start cluster');
    gates.get('build')!();
    await settled();
    expect(events.slice(-2).sort()).toEqual(['start browser', 'start cluster']);
    gates.get('browser')!();
    gates.get('cluster')!();
    expect((await results).map((result) => result.result)).toEqual(['passed', 'passed', 'passed', 'passed']);
  });

  it("prints the site lane as it goes and the other lane's output whole when each phase ends", async () => {
    const lines: string[] = [];
    const asked: Record<string, { logFile?: string }> = {};
    await runPhases(
      [
        { ...phase('build'), lane: 'site' },
        { ...phase('unit'), lane: 'side' },
      ],
      {
        runCommand: async ([name]: string[], options: { logFile?: string } = {}) => {
          asked[name!] = options;
          return name === 'unit' ? 1 : 0;
        },
        log: (line: string) => lines.push(line),
        logDir: () => '/logs',
        readLog: (file: string) => `what ${file} holds\n`,
      },
    );
    expect(asked.build).toEqual({});
    expect(asked.unit).toEqual({ logFile: '/logs/unit.log' });
    const printed = lines.join('\n');
    expect(printed).toMatch(/=== unit: the unit\n.*\n.*kept in \/logs\/unit\.log/);
    expect(printed).toMatch(/=== unit: its output\nwhat \/logs\/unit\.log holds\n=== unit: failed \(exit 1\)/);
  });

  it('totals the time from start to end when lanes overlap', () => {
    const table = summary(
      [
        { name: 'build', result: 'passed', ms: 120_000 },
        { name: 'unit', result: 'passed', ms: 300_000 },
      ],
      330_000,
    );
    expect(table).toMatch(/total\s+all passed, 5 min 30 s from start to end/);
  });

  it('lets its builds skip the type check only when the run checks the types itself', () => {
    expect(runEnvironment(phases)).toEqual({ TYPES_CHECKED_APART: '1' });
    expect(runEnvironment(phases.filter((entry) => entry.name !== 'typecheck'))).toEqual({});
  });

  it("runs every suite of the project, the README's test command included", () => {
    expect(phases.map((entry) => entry.name).sort()).toEqual(
      ['prerequisites', 'typecheck', 'lint', 'alerts', 'unit', 'components', 'build', 'browser', 'cluster', 'wordpress'].sort(),
    );
  });

  it("runs each of Vitest's projects in a phase of its own", async () => {
    const { default: config } = await import('../vitest.config.mjs');
    const projects = (config.test?.projects ?? []).map((project) => (project as { test: { name: string } }).test.name);
    const named = phases
      .filter((entry) => entry.command.includes('--project'))
      .map((entry) => entry.command[entry.command.indexOf('--project') + 1]);
    expect(named.sort()).toEqual(projects.sort());
    expect(projects).toHaveLength(2);
  });

  it('makes one production build, for the browser tests and the cluster test, and checks the types after it', () => {
    const named = (name: string) => phases.find((entry) => entry.name === name)!;
    expect(named('build').command).toEqual(['node', 'e2e/servers/build-against-feed.mjs']);
    expect(named('cluster').needs).toBe('build');
    // The cluster test mostly waits (a delivery lease): it runs beside the unit tests, not after them.
    expect(named('cluster').lane).not.toBe(named('unit').lane);
    expect(named('cluster').lane).not.toBe(named('build').lane);
    expect(named('browser').needs).toBe('build');
    // tsc reads the builds' generated route types, which a build rewrites as it goes: it comes
    // after both builds, the shared one and the WordPress suite's.
    expect(named('typecheck').after).toEqual(expect.arrayContaining(['build', 'wordpress']));
  });
});
