/**
 * The check that runs first in `npm test`: what it installs as root with apt, and the one line
 * it stops with where it cannot, including as a real process run by an ordinary user.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBin } from '../lib/db/testing/postgres-bin.mjs';
import {
  defaultGroups,
  ensureTestPackages,
  installCommands,
  missingPackages,
  nodeVersionWarning,
  testPackages,
} from './test-prerequisites.mjs';

type FakePackage = { group: string; name: string; present: () => boolean; recommends?: boolean };

/** Packages that become present once an apt-get install names them. */
function fakeMachine(missing: string[]) {
  const installed = new Set<string>();
  const packages: FakePackage[] = [
    { group: 'browser', name: 'chromium', recommends: true },
    { group: 'wordpress', name: 'wordpress' },
    { group: 'wordpress', name: 'php-mysql' },
  ].map((item) => ({ ...item, present: () => !missing.includes(item.name) || installed.has(item.name) }));
  const commands: string[][] = [];
  const run = (command: string[]) => {
    commands.push(command);
    if (command[1] === 'install') for (const name of command) installed.add(name);
    return true;
  };
  return { packages, commands, run };
}

/**
 * The script, the one module it imports and the Node running it, in a folder `nobody` can
 * read: a checkout in a private folder (as `mktemp -d` makes) is not readable by that user.
 * Node is linked rather than copied where the file system allows.
 */
function readableByAnyone() {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerequisites-'));
  chmodSync(dir, 0o755);
  for (const file of ['scripts/test-prerequisites.mjs', 'lib/db/testing/postgres-bin.mjs']) {
    const to = path.join(dir, file);
    mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
    copyFileSync(path.join(__dirname, '..', file), to);
    chmodSync(to, 0o644);
  }
  const node = path.join(dir, 'node');
  try {
    linkSync(process.execPath, node);
  } catch {
    copyFileSync(process.execPath, node);
    chmodSync(node, 0o755);
  }
  return {
    node,
    script: path.join(dir, 'scripts/test-prerequisites.mjs'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('the test prerequisites', () => {
  it('does nothing when every package is there', () => {
    const machine = fakeMachine([]);
    const result = ensureTestPackages(['browser', 'wordpress'], { ...machine, root: true, apt: true, log: () => {} });
    expect(result).toEqual({ ok: true, installed: [] });
    expect(machine.commands).toEqual([]);
  });

  it('installs what is missing as root: Chromium with its recommends, the rest without', () => {
    const machine = fakeMachine(['chromium', 'php-mysql']);
    const result = ensureTestPackages(['browser', 'wordpress'], { ...machine, root: true, apt: true, log: () => {} });
    expect(result).toEqual({ ok: true, installed: ['chromium', 'php-mysql'] });
    expect(machine.commands[0]).toEqual(['apt-get', 'update', '-qq']);
    expect(machine.commands[1]).toContain('chromium');
    expect(machine.commands[1]).not.toContain('--no-install-recommends');
    expect(machine.commands[2]).toEqual(expect.arrayContaining(['--no-install-recommends', 'php-mysql']));
  });

  it('checks only the groups asked for', () => {
    const machine = fakeMachine(['chromium']);
    expect(missingPackages(['wordpress'], machine.packages)).toEqual([]);
    expect(missingPackages(['browser'], machine.packages).map((item) => item.name)).toEqual(['chromium']);
  });

  it('without root, stops with the command to run and runs nothing', () => {
    const machine = fakeMachine(['chromium', 'wordpress']);
    const result = ensureTestPackages(['browser', 'wordpress'], { ...machine, root: false, apt: true, log: () => {} });
    expect(result).toEqual({
      ok: false,
      message:
        "The tests need Debian's chromium, wordpress: run `sudo apt-get update && sudo apt-get install -y -o DPkg::Lock::Timeout=300 chromium && " +
        'sudo apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300 wordpress`, then npm test again.',
    });
    expect(machine.commands).toEqual([]);
  });

  it('without apt, says the same as root', () => {
    const machine = fakeMachine(['chromium']);
    const result = ensureTestPackages(['browser'], { ...machine, root: true, apt: false, log: () => {} });
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^The tests need Debian's chromium: run `apt-get update && apt-get install/),
    });
  });

  it('reports a failed install by its command', () => {
    const machine = fakeMachine(['chromium']);
    const result = ensureTestPackages(['browser'], {
      ...machine,
      run: () => false,
      root: true,
      apt: true,
      log: () => {},
    });
    expect(result).toEqual({ ok: false, message: '`apt-get update -qq` failed; run it by hand, then npm test again.' });
  });

  it('checks every group by default: browser, database, cache, proxy, monitoring and wordpress', () => {
    expect(defaultGroups).toEqual(['browser', 'database', 'cache', 'proxy', 'monitoring', 'wordpress']);
    expect(new Set(testPackages.map((item) => item.group))).toEqual(new Set(defaultGroups));
  });

  it('checks nginx in the proxy group, for the test of several instances', () => {
    const nginx = testPackages.find((item) => item.group === 'proxy');
    expect(nginx?.name).toBe('nginx-light');
    expect(nginx!.present()).toBe(existsSync('/usr/sbin/nginx'));
  });

  it("checks Debian's prometheus in the monitoring group: promtool and the server both", () => {
    const prometheus = testPackages.find((item) => item.name === 'prometheus');
    expect(prometheus?.group).toBe('monitoring');
    expect(prometheus!.present()).toBe(existsSync('/usr/bin/promtool') && existsSync('/usr/bin/prometheus'));
  });

  it('checks Redis in the cache group, which runs by default', () => {
    const redis = testPackages.find((item) => item.name === 'redis-server');
    expect(redis?.group).toBe('cache');
    const machine = fakeMachine([]);
    const withRedis = [...machine.packages, { ...redis!, present: () => false }];
    expect(missingPackages(defaultGroups, withRedis).map((item) => item.name)).toEqual(['redis-server']);
    expect(missingPackages(['browser', 'wordpress'], withRedis)).toEqual([]);
  });

  it('finds redis-server on PATH or in /usr/bin, and misses it in neither', () => {
    const redis = testPackages.find((item) => item.name === 'redis-server')!;
    const bin = mkdtempSync(path.join(tmpdir(), 'prereq-path-'));
    const saved = process.env.PATH;
    try {
      writeFileSync(path.join(bin, 'redis-server'), '#!/bin/sh\n', { mode: 0o755 });
      process.env.PATH = bin;
      expect(redis.present()).toBe(true);
      process.env.PATH = path.join(bin, 'nowhere');
      expect(redis.present()).toBe(existsSync('/usr/bin/redis-server'));
    } finally {
      process.env.PATH = saved;
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('builds one install command per group, apart by recommends', () => {
    const machine = fakeMachine(['wordpress', 'php-mysql', 'chromium']);
    const steps = installCommands(missingPackages(['browser', 'wordpress'], machine.packages));
    expect(steps.map(({ group, names }) => [group, names])).toEqual([
      ['browser', ['chromium']],
      ['wordpress', ['wordpress', 'php-mysql']],
    ]);
  });

  it('says what it is installing, and for what, before each wait', () => {
    const machine = fakeMachine(['chromium', 'php-mysql']);
    const lines: string[] = [];
    const run = (command: string[]) => {
      lines.push(`ran ${command[1]}`);
      return machine.run(command);
    };
    ensureTestPackages(['browser', 'wordpress'], {
      ...machine,
      run,
      root: true,
      apt: true,
      log: (line: string) => lines.push(line),
    });
    expect(lines.filter((line) => !/done in|installed in/.test(line))).toEqual([
      "[prerequisites] apt's package lists (apt-get update)...",
      'ran update',
      '[prerequisites] chromium for the browser tests...',
      'ran install',
      '[prerequisites] php-mysql for the suite against a real WordPress...',
      'ran install',
    ]);
    expect(lines.at(-1)).toMatch(/^\[prerequisites\] installed in \d+ s$/);
  });

  it('warns on a Node older than 22.12 only', () => {
    expect(nodeVersionWarning('20.20.2')).toMatch(/^Node 20\.20\.2 is older than this project supports/);
    expect(nodeVersionWarning('22.11.0')).not.toBeNull();
    expect(nodeVersionWarning('22.12.0')).toBeNull();
    expect(nodeVersionWarning('24.21.0')).toBeNull();
  });

  it('run by an ordinary user without Chromium, stops at once with one line', () => {
    // As root, the same script run as `nobody`; otherwise this user is already ordinary.
    const root = process.getuid?.() === 0;
    const { node, script, dispose } = root
      ? readableByAnyone()
      : { node: process.execPath, script: path.join(__dirname, 'test-prerequisites.mjs'), dispose: () => {} };
    const command = [...(root ? ['runuser', '-u', 'nobody', '--'] : []), node, script, 'browser'];
    // It installs nothing and asks apt nothing: the bound only turns a hang into a failure.
    const result = spawnSync(command[0]!, command.slice(1), {
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      timeout: 120_000,
    });
    dispose();
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('Node '));
    expect(lines).toEqual([
      expect.stringMatching(
        /^The tests need Debian's chromium: run `sudo apt-get update && sudo apt-get install .*chromium`/,
      ),
    ]);
  });

  it("checks PostgreSQL, for the stores' tests, by default with the other suites", () => {
    expect(defaultGroups).toContain('database');
    const postgresql = testPackages.filter((item) => item.group === 'database');
    expect(postgresql.map((item) => item.name)).toEqual(['postgresql']);
    expect(postgresql[0]!.present()).toBe(findPostgresBin() !== null);
  });

  it('finds the newest PostgreSQL of any version under /usr/lib/postgresql', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'backstage-pg-root-'));
    try {
      expect(findPostgresBin(root)).toBeNull();
      for (const version of ['9.6', '13', '15']) {
        mkdirSync(path.join(root, version, 'bin'), { recursive: true });
        writeFileSync(path.join(root, version, 'bin', 'postgres'), '');
      }
      mkdirSync(path.join(root, '16', 'bin'), { recursive: true }); // client tools only, no server
      expect(findPostgresBin(root)).toBe(path.join(root, '15', 'bin'));
      expect(findPostgresBin(path.join(root, 'nothing-here'))).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
