// `npm test`: every suite of the project, one after another, each announced before it starts.
// A failed suite does not stop the others (a newcomer learns everything that is wrong in one
// run); a suite that needs an earlier one's output (the browser tests need the build) is
// reported as not run, with the reason. At the end, a table of each phase's time and result,
// and exit 1 if any failed or could not run.
//
//   node scripts/run-tests.mjs [phase ...]   (default: every phase, in order)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The phases of `npm test`: what each runs, what it checks, and the phase it needs. */
export const phases = [
  {
    name: 'prerequisites',
    command: ['node', 'scripts/test-prerequisites.mjs'],
    about: "Debian's packages the suites need (installed as root if missing)",
  },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'], about: 'TypeScript, strict, no emit' },
  {
    name: 'lint',
    command: ['npm', 'run', '--silent', 'lint'],
    about: 'ESLint, floors of the house included, no warnings allowed',
  },
  {
    name: 'unit',
    command: ['npm', 'run', '--silent', 'test:unit'],
    about: 'Vitest: logic, stores on SQLite and PostgreSQL, components',
    needs: 'prerequisites',
  },
  {
    // One build for the browser tests and the cluster test, made against a loopback feed of
    // the bundled dataset as a deploy is made against WordPress (its pages carry the feed's
    // cache tags, which the cluster's editor change expires).
    name: 'build',
    command: ['node', 'e2e/servers/build-against-feed.mjs'],
    about: 'the production build (compile hints, precompression), shared by the browser and cluster tests',
  },
  {
    // Before the browser tests: their servers regenerate pages in this build's folder, from
    // the bundled dataset, and the cluster copies the build as it was made.
    name: 'cluster',
    command: ['npm', 'run', '--silent', 'test:cluster'],
    about: 'two instances of that build on PostgreSQL and Redis behind nginx',
    needs: 'build',
  },
  {
    name: 'browser',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    about: 'Playwright in Chromium against the production server',
    needs: 'build',
  },
  {
    name: 'wordpress',
    command: ['npm', 'run', '--silent', 'test:wordpress'],
    about: 'the site against a real WordPress and MariaDB',
  },
];

/** Runs `command` with the terminal as its output; resolves its exit code. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** One row per phase: `{ name, result: 'passed' | 'failed' | 'not run', ms, why? }`. */
export async function runPhases(
  selected,
  { runCommand = run, log = (line) => console.log(line), now = Date.now } = {},
) {
  const results = [];
  for (const phase of selected) {
    const needed = results.find((result) => result.name === phase.needs);
    if (needed && needed.result !== 'passed') {
      results.push({ name: phase.name, result: 'not run', ms: 0, why: `${phase.needs} ${needed.result}` });
      log(`\n=== ${phase.name}: not run (it needs ${phase.needs}, which ${needed.result})`);
      continue;
    }
    log(`\n=== ${phase.name}: ${phase.about}\n    $ ${phase.command.join(' ')}`);
    const started = now();
    const code = await runCommand(phase.command);
    const ms = now() - started;
    results.push({ name: phase.name, result: code === 0 ? 'passed' : 'failed', ms });
    log(`=== ${phase.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`);
  }
  return results;
}

/** The closing table of `results`. */
export function summary(results) {
  const width = Math.max(...results.map((result) => result.name.length));
  const rows = results.map(
    (result) =>
      `  ${result.name.padEnd(width)}  ${result.result.padEnd(7)}  ${result.result === 'not run' ? `(${result.why})` : seconds(result.ms).padStart(6)}`,
  );
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const failed = results.filter((result) => result.result !== 'passed').length;
  return [
    '',
    'npm test, phase by phase:',
    ...rows,
    `  ${'total'.padEnd(width)}  ${failed ? `${failed} of ${results.length} not passed` : 'all passed'}, ${minutes(total)}`,
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
  const results = await runPhases(selected);
  console.log(summary(results));
  process.exitCode = results.every((result) => result.result === 'passed') ? 0 : 1;
}
