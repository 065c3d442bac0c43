import { describe, expect, it } from 'vitest';
import { phases, runPhases, summary } from './run-tests.mjs';

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

  it("runs every suite of the project, the README's test command included", () => {
    expect(phases.map((entry) => entry.name)).toEqual([
      'prerequisites',
      'typecheck',
      'lint',
      'unit',
      'build',
      'cluster',
      'browser',
      'wordpress',
    ]);
  });

  it('makes one production build, which the cluster test runs before the browser tests change it', () => {
    const named = (name: string) => phases.find((entry) => entry.name === name)!;
    expect(named('build').command).toEqual(['node', 'e2e/servers/build-against-feed.mjs']);
    expect(named('cluster').needs).toBe('build');
    expect(named('browser').needs).toBe('build');
    const order = phases.map((entry) => entry.name);
    expect(order.indexOf('cluster')).toBeLessThan(order.indexOf('browser'));
  });
});
