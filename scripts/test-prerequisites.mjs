// What the test suites need from the machine, checked before any of them runs: Debian's
// Chromium for the browser tests, PostgreSQL for the stores' tests (each run starts its own
// server), Redis for the tests of what instances share through it, nginx for the test of
// several instances behind it, and WordPress, MariaDB and PHP for the suite against a real
// WordPress. `npm test` runs this first, so a machine that lacks a package either gets it (as
// root, through apt) within the first minute, or is told in one line what to run, before
// minutes of type checks and builds. The WordPress suite calls it too when it runs alone.
//
//   node scripts/test-prerequisites.mjs [group ...]
//   (groups: browser, database, cache, proxy, wordpress; default all)
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from '../lib/db/testing/postgres-bin.mjs';

/** Whether an executable `name` is in one of PATH's folders. */
const onPath = (name) =>
  (process.env.PATH ?? '').split(path.delimiter).some((folder) => folder && existsSync(path.join(folder, name)));

const hasPhpModule = (name) => {
  const php = spawnSync('php', ['-m'], { encoding: 'utf8' });
  return php.status === 0 && php.stdout.split('\n').includes(name);
};

/**
 * Each package a suite needs, how to tell it is here, and apt's options for it. Chromium keeps
 * its recommended packages (fonts among them); the WordPress stack is installed without.
 */
export const testPackages = [
  {
    group: 'browser',
    name: 'chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    recommends: true,
  },
  // Any version Debian ships, found where the tests' own server looks for it.
  { group: 'database', name: 'postgresql', present: () => findPostgresBin() !== null },
  { group: 'wordpress', name: 'wordpress', present: () => existsSync('/usr/share/wordpress/wp-settings.php') },
  { group: 'wordpress', name: 'mariadb-server', present: () => existsSync('/usr/sbin/mariadbd') },
  { group: 'wordpress', name: 'php-cli', present: () => spawnSync('php', ['-v']).status === 0 },
  { group: 'wordpress', name: 'php-mysql', present: () => hasPhpModule('mysqli') },
  { group: 'cache', name: 'redis-server', present: () => onPath('redis-server') || existsSync('/usr/bin/redis-server') },
  // Found where deploy's own tools look for it (scripts/bench/nginx.mjs).
  { group: 'proxy', name: 'nginx-light', present: () => existsSync('/usr/sbin/nginx') || onPath('nginx') },
];

/** The groups checked when none is named: every suite of `npm test`. */
export const defaultGroups = ['browser', 'database', 'cache', 'proxy', 'wordpress'];

/** The Debian packages of `groups` that this machine lacks. */
export function missingPackages(groups, packages = testPackages) {
  return packages.filter((item) => groups.includes(item.group) && !item.present());
}

/** The apt-get commands that install `missing`: one for those with recommends, one without. */
export function installCommands(missing) {
  const commands = [];
  const withRecommends = missing.filter((item) => item.recommends).map((item) => item.name);
  const without = missing.filter((item) => !item.recommends).map((item) => item.name);
  if (withRecommends.length)
    commands.push(['apt-get', 'install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', ...withRecommends]);
  if (without.length) {
    commands.push([
      'apt-get',
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      '-o',
      'DPkg::Lock::Timeout=300',
      ...without,
    ]);
  }
  return commands;
}

const canRun = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Runs apt quietly: dpkg's hundreds of lines go to a log, named when a command fails. */
function aptRunner() {
  let log;
  return (command) => {
    log ??= path.join(mkdtempSync(path.join(tmpdir(), 'backstage-apt-')), 'apt.log');
    appendFileSync(log, `$ ${command.join(' ')}\n`);
    const out = openSync(log, 'a');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = spawnSync(command[0], command.slice(1), { stdio: ['ignore', out, out], env }).status === 0;
    closeSync(out);
    if (!ok) console.error(`apt's output: ${log}`);
    return ok;
  };
}

/** The one line that tells a person without root or apt what to run. */
export function manualInstallLine(missing, { root }) {
  const prefix = root ? '' : 'sudo ';
  const steps = [
    `${prefix}apt-get update`,
    ...installCommands(missing).map((command) => `${prefix}${command.filter((arg) => arg !== '-qq').join(' ')}`),
  ];
  return `The tests need Debian's ${missing.map((item) => item.name).join(', ')}: run \`${steps.join(' && ')}\`, then npm test again.`;
}

/**
 * Installs what `groups` lack when this process may (root, with apt-get); otherwise returns
 * the line to show. `system` is the machine, replaceable in tests.
 * @returns {{ ok: true, installed: string[] } | { ok: false, message: string }}
 */
export function ensureTestPackages(groups, system = {}) {
  const {
    packages = testPackages,
    root = process.getuid?.() === 0,
    apt = canRun('apt-get'),
    run = aptRunner(),
    log = (line) => console.log(line),
  } = system;
  const missing = missingPackages(groups, packages);
  if (missing.length === 0) return { ok: true, installed: [] };
  if (!root || !apt) return { ok: false, message: manualInstallLine(missing, { root }) };
  log(`Installing Debian's ${missing.map((item) => item.name).join(', ')} for the tests (apt-get, about a minute)`);
  const started = Date.now();
  const steps = [['apt-get', 'update', '-qq'], ...installCommands(missing)];
  for (const command of steps) {
    if (!run(command))
      return { ok: false, message: `\`${command.join(' ')}\` failed; run it by hand, then npm test again.` };
  }
  const still = missingPackages(groups, packages);
  if (still.length) return { ok: false, message: manualInstallLine(still, { root }) };
  log(`Installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { ok: true, installed: missing.map((item) => item.name) };
}

/** A warning line when this Node is older than the project's minimum, else null. */
export function nodeVersionWarning(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return null;
  return `Node ${version} is older than this project supports (22.12 or later; it runs on Node 24 LTS, see .nvmrc): tests may fail. \`nvm install 24\`, or \`bash .ci/run\`, which brings its own.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = process.argv.slice(2).length ? process.argv.slice(2) : defaultGroups;
  const warning = nodeVersionWarning();
  if (warning) console.warn(warning);
  const result = ensureTestPackages(groups);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}
