// `npm test`: every suite of the project, each announced before it starts, in lanes that run
// side by side (below). A failed suite does not stop the others (a newcomer learns
// everything that is wrong in one run); a suite that needs an earlier one's output (the browser
// tests need the build) is reported as not run, with the reason. At the end, a table of each
// phase's time and result, and exit 1 if any failed or could not run.
//
// Lanes, because on this 2-core machine much of the run is waiting (the unit tests on
// PostgreSQL, the cluster test on a 90 s delivery lease, the WordPress suite on MariaDB and
// PHP), and while one lane waits another computes. The `site` lane (the build, then the
// browser tests) prints as it goes; the other lanes' output (`side`: lint, unit tests,
// component tests, then the typecheck once both builds are made; `cluster`, from the build on:
// the cluster test, WordPress) is kept in a log and printed whole when each of their phases
// ends, so lanes never interleave line by line.
//
//   node scripts/run-tests.mjs [phase ...]   (default: every phase)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The phases of `npm test`: what each runs, what it checks, its lane, the phase whose success
 * it needs (`needs`) and the phases it must wait for whatever their result (`after`). A lane
 * runs its phases in this order.
 */
export const phases = [
  {
    name: 'prerequisites',
    command: ['node', 'scripts/test-prerequisites.mjs'],
    about: "Debian's packages the suites need (installed as root if missing)",
    lane: 'site',
  },
  {
    // One build for the browser tests and the cluster test, made against a loopback feed of
    // the bundled dataset as a deploy is made against WordPress (its pages carry the feed's
    // cache tags, which the cluster's editor change expires). It leaves a copy as built for
    // the cluster, since the browser tests' servers regenerate pages in `.next`. First in its
    // lane: the build and the browser tests are the run's longest chain.
    name: 'build',
    command: ['node', 'e2e/servers/build-against-feed.mjs'],
    about: 'the production build (compile hints, precompression), shared by the browser and cluster tests',
    lane: 'site',
  },
  {
    name: 'browser',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    about: 'Playwright in Chromium against the production server',
    lane: 'site',
    needs: 'build',
  },
  {
    name: 'alerts',
    command: ['node', 'scripts/check-alert-rules.mjs'],
    about: "promtool on deploy/prometheus: the alert rules, the scrape configuration, each rule's tests",
    lane: 'side',
    needs: 'prerequisites',
  },
  {
    name: 'lint',
    command: ['npm', 'run', '--silent', 'lint'],
    about: 'ESLint, floors of the house included, no warnings allowed',
    lane: 'side',
  },
  {
    name: 'unit',
    command: ['npm', 'run', '--silent', 'test:unit', '--', '--project', 'node'],
    about: 'Vitest in Node: logic, handlers, stores on SQLite and PostgreSQL',
    lane: 'side',
    needs: 'prerequisites',
  },
  {
    // Vitest's jsdom project, after the Node project in the same lane: these files need no
    // database, only the CPU, and the two projects side by side would start twice the workers.
    name: 'components',
    command: ['npm', 'run', '--silent', 'test:unit', '--', '--project', 'dom'],
    about: 'Vitest in jsdom: components, client stores and hooks',
    lane: 'side',
  },
  {
    // Beside the browser tests from the moment the build is made: most of its time is a wait
    // for a killed instance's delivery lease to run out, during which the other lanes compute.
    name: 'cluster',
    command: ['npm', 'run', '--silent', 'test:cluster'],
    about: 'two instances of that build on PostgreSQL and Redis behind nginx',
    lane: 'cluster',
    needs: 'build',
  },
  {
    // Its own build of the site, against a real WordPress: after the cluster test, whose lane
    // has the most room (the side lane's unit and component tests take longer).
    name: 'wordpress',
    command: ['npm', 'run', '--silent', 'test:wordpress'],
    about: 'the site against a real WordPress and MariaDB',
    lane: 'cluster',
    needs: 'prerequisites',
  },
  {
    // After both builds (whatever their results), so that it also checks the files they
    // generate (the route types, and Next's check of each page's and layout's exports, which
    // the builds skip: `TYPES_CHECKED_APART`) and never runs while a build rewrites them.
    name: 'typecheck',
    command: ['npm', 'run', '--silent', 'typecheck'],
    about: "TypeScript, strict, no emit, with the builds' generated route types",
    lane: 'side',
    after: ['build', 'wordpress'],
  },
];

/**
 * Runs `command`; resolves its exit code. Its output goes to the terminal, or with `logFile`
 * into that file (stdout and stderr together, in the order written).
 */
function run(command, { logFile } = {}) {
  return new Promise((resolve) => {
    const file = logFile ? createWriteStream(logFile) : null;
    const child = spawn(command[0], command.slice(1), {
      stdio: file ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    if (file) {
      child.stdout.pipe(file, { end: false });
      child.stderr.pipe(file, { end: false });
    }
    const done = (code) => (file ? file.end(() => resolve(code)) : resolve(code));
    child.on('error', () => done(127));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * What the run adds to its phases' environment: when the types are checked in their own phase,
 * the builds skip Next's second check of the same files (next.config.ts reads the flag).
 */
export function runEnvironment(selected) {
  return selected.some((phase) => phase.name === 'typecheck') ? { TYPES_CHECKED_APART: '1' } : {};
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/**
 * Runs `selected`, each lane in order and the lanes side by side; a phase first waits for the
 * phases it needs or comes after (when they are among `selected`). One lane prints as it goes
 * (`site`, or the only lane); the others' output is written to a log in `logDir` and printed
 * whole once the phase ends. Resolves one row per phase, in the order of `selected`:
 * `{ name, result: 'passed' | 'failed' | 'not run', ms, why? }`.
 */
export async function runPhases(
  selected,
  {
    runCommand = run,
    log = (line) => console.log(line),
    now = Date.now,
    logDir = () => mkdtempSync(path.join(tmpdir(), 'npm-test-')),
    readLog = (file) => readFileSync(file, 'utf8'),
  } = {},
) {
  const laneOf = (phase) => phase.lane ?? 'site';
  const lanes = [...new Set(selected.map(laneOf))];
  const printing = lanes.includes('site') ? 'site' : lanes[0];
  let folder;
  const finished = new Map();
  const settle = new Map();
  for (const phase of selected) finished.set(phase.name, new Promise((resolve) => settle.set(phase.name, resolve)));

  async function runOne(phase) {
    const waitsFor = [phase.needs, ...(phase.after ?? [])].filter((name) => name && finished.has(name));
    await Promise.all(waitsFor.map((name) => finished.get(name)));
    const needed = phase.needs && finished.has(phase.needs) ? await finished.get(phase.needs) : null;
    if (needed && needed.result !== 'passed') {
      log(`\n=== ${phase.name}: not run (it needs ${phase.needs}, which ${needed.result})`);
      return { name: phase.name, result: 'not run', ms: 0, why: `${phase.needs} ${needed.result}` };
    }
    const quiet = laneOf(phase) !== printing;
    let logFile;
    if (quiet) {
      folder ??= logDir();
      logFile = path.join(folder, `${phase.name}.log`);
    }
    log(
      `\n=== ${phase.name}: ${phase.about}\n    $ ${phase.command.join(' ')}` +
        (quiet
          ? `\n    (beside the ${printing} lane; its output is printed when it ends, and kept in ${logFile})`
          : ''),
    );
    const started = now();
    const code = await runCommand(phase.command, quiet ? { logFile } : {});
    const ms = now() - started;
    if (quiet) {
      let output;
      try {
        output = readLog(logFile);
      } catch {
        output = '';
      }
      log(`\n=== ${phase.name}: its output\n${output.trimEnd()}`);
    }
    log(`=== ${phase.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`);
    return { name: phase.name, result: code === 0 ? 'passed' : 'failed', ms };
  }

  await Promise.all(
    lanes.map(async (lane) => {
      for (const phase of selected.filter((entry) => laneOf(entry) === lane)) {
        settle.get(phase.name)(await runOne(phase));
      }
    }),
  );
  return Promise.all(selected.map((phase) => finished.get(phase.name)));
}

/** The closing table of `results`; `wallMs`, the run's time from start to end, when phases overlapped. */
export function summary(results, wallMs) {
  const width = Math.max(...results.map((result) => result.name.length));
  const rows = results.map(
    (result) =>
      `  ${result.name.padEnd(width)}  ${result.result.padEnd(7)}  ${result.result === 'not run' ? `(${result.why})` : seconds(result.ms).padStart(6)}`,
  );
  const total = wallMs ?? results.reduce((sum, result) => sum + result.ms, 0);
  const failed = results.filter((result) => result.result !== 'passed').length;
  return [
    '',
    'npm test, phase by phase:',
    ...rows,
    `  ${'total'.padEnd(width)}  ${failed ? `${failed} of ${results.length} not passed` : 'all passed'}, ${minutes(total)}${wallMs === undefined ? '' : ' from start to end (lanes side by side)'}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !phases.some((phase) => phase.name === name));
  if (unknown.length) {
    console.error(
      `Unknown phase ${unknown.join(', ')}; the phases are ${phases.map((phase) => phase.name).join(', ')}`,
    );
    process.exit(2);
  }
  const selected = asked.length ? phases.filter((phase) => asked.includes(phase.name)) : phases;
  Object.assign(process.env, runEnvironment(selected));
  const started = Date.now();
  const results = await runPhases(selected);
  console.log(summary(results, Date.now() - started));
  process.exitCode = results.every((result) => result.result === 'passed') ? 0 : 1;
}
