// What the test suites need from the machine, checked before any of them runs: Debian's
// Chromium for the browser tests, PostgreSQL for the stores' tests (each run starts its own
// server), Redis for the tests of what instances share through it, nginx for the test of
// several instances behind it, Prometheus (promtool for the alert rules, the server for the
// cluster test), and WordPress, MariaDB and PHP for the suite against a real WordPress. `npm test` runs this first, so a machine that lacks a package either gets it (as
// root, through apt) within the first minute, or is told in one line what to run, before
// minutes of type checks and builds. The WordPress suite calls it too when it runs alone.
//
//   node scripts/test-prerequisites.mjs [group ...]
//   (groups: browser, database, cache, proxy, monitoring, wordpress; default all)
import { spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
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
  {
    group: 'cache',
    name: 'redis-server',
    present: () => onPath('redis-server') || existsSync('/usr/bin/redis-server'),
  },
  // Found where deploy's own tools look for it (scripts/bench/nginx.mjs).
  { group: 'proxy', name: 'nginx-light', present: () => existsSync('/usr/sbin/nginx') || onPath('nginx') },
  // The throwaway certificate of the test of the site behind a balancer and nginx with TLS.
  { group: 'proxy', name: 'openssl', present: () => onPath('openssl') || existsSync('/usr/bin/openssl') },
  // promtool checks and tests the alert rules; the cluster test scrapes its instances with the server.
  {
    group: 'monitoring',
    name: 'prometheus',
    present: () =>
      (onPath('promtool') || existsSync('/usr/bin/promtool')) && (onPath('prometheus') || existsSync('/usr/bin/prometheus')),
  },
];

/** The groups checked when none is named: every suite of `npm test`. */
export const defaultGroups = ['browser', 'database', 'cache', 'proxy', 'monitoring', 'wordpress'];

/** The Debian packages of `groups` that this machine lacks. */
export function missingPackages(groups, packages = testPackages) {
  return packages.filter((item) => groups.includes(item.group) && !item.present());
}

/** What each group's packages are for, as the install announces it. */
const groupPurposes = {
  browser: 'the browser tests',
  database: "the stores' tests on PostgreSQL",
  cache: 'what instances share through Redis',
  proxy: 'the tests behind nginx (several instances; a balancer and TLS)',
  monitoring: "the alert rules' checks and the cluster test's Prometheus",
  wordpress: 'the suite against a real WordPress',
};

const aptInstall = (names, recommends) => [
  'apt-get',
  'install',
  '-y',
  '-qq',
  ...(recommends ? [] : ['--no-install-recommends']),
  '-o',
  'DPkg::Lock::Timeout=300',
  ...names,
];

/**
 * The apt-get commands that install `missing`, one per group (so each can be announced before
 * its wait), with or without recommended packages as each package asks.
 * @returns {{ group: string, names: string[], command: string[] }[]}
 */
export function installCommands(missing) {
  const steps = [];
  for (const group of [...new Set(missing.map((item) => item.group))]) {
    const inGroup = missing.filter((item) => item.group === group);
    for (const recommends of [true, false]) {
      const names = inGroup.filter((item) => Boolean(item.recommends) === recommends).map((item) => item.name);
      if (names.length) steps.push({ group, names, command: aptInstall(names, recommends) });
    }
  }
  return steps;
}

const canRun = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/**
 * Runs apt quietly: dpkg's hundreds of lines go to a log, named when a command fails and
 * removed (with its folder) once everything has installed.
 */
function aptRunner() {
  let folder;
  const run = (command) => {
    folder ??= mkdtempSync(path.join(tmpdir(), 'backstage-apt-'));
    const log = path.join(folder, 'apt.log');
    appendFileSync(log, `$ ${command.join(' ')}\n`);
    const out = openSync(log, 'a');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = spawnSync(command[0], command.slice(1), { stdio: ['ignore', out, out], env }).status === 0;
    closeSync(out);
    if (!ok) console.error(`apt's output: ${log}`);
    return ok;
  };
  run.cleanUp = () => folder && rmSync(folder, { recursive: true, force: true });
  return run;
}

/** The one line that tells a person without root or apt what to run. */
export function manualInstallLine(missing, { root }) {
  const prefix = root ? '' : 'sudo ';
  const steps = [
    `${prefix}apt-get update`,
    ...installCommands(missing).map(({ command }) => `${prefix}${command.filter((arg) => arg !== '-qq').join(' ')}`),
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
  const total = Date.now();
  const steps = [
    { what: "apt's package lists (apt-get update)", command: ['apt-get', 'update', '-qq'] },
    ...installCommands(missing).map(({ group, names, command }) => ({
      what: `${names.join(', ')} for ${groupPurposes[group] ?? group}`,
      command,
    })),
  ];
  for (const { what, command } of steps) {
    // A line before each wait, so a long silence is never a mystery (a first Chromium takes a minute or two).
    log(`[prerequisites] ${what}...`);
    const started = Date.now();
    if (!run(command))
      return { ok: false, message: `\`${command.join(' ')}\` failed; run it by hand, then npm test again.` };
    log(`[prerequisites]   done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const still = missingPackages(groups, packages);
  if (still.length) return { ok: false, message: manualInstallLine(still, { root }) };
  run.cleanUp?.();
  log(`[prerequisites] installed in ${((Date.now() - total) / 1000).toFixed(0)} s`);
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
