/**
 * The start-up check of better-sqlite3's native binding, against the real package: as
 * installed, and copied without its build (what a platform without a prebuilt binary gets),
 * both through the function and through `node server.mjs` itself.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteBindingProblem, sqliteBindingProblemAtStart } from './sqlite-binding.mjs';

const repo = path.resolve(__dirname, '..');
let dir: string;

/** better-sqlite3 in a folder of its own, without its prebuilt binaries or a build of its own. */
function copyWithoutBinding(): string {
  const source = path.join(repo, 'node_modules/better-sqlite3');
  const target = path.join(dir, 'node_modules/better-sqlite3');
  cpSync(source, target, {
    recursive: true,
    filter: (file) => !/^(prebuilds|build)(\/|$)/.test(path.relative(source, file)),
  });
  return target;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'backstage-binding-'));
  copyWithoutBinding();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite binding check', () => {
  it('passes with the package as installed', () => {
    expect(sqliteBindingProblem()).toBeNull();
  });

  it('names the missing binding and the command that builds it', () => {
    const message = sqliteBindingProblem(createRequire(path.join(dir, 'index.js')));
    expect(message).toMatch(/better-sqlite3's native binding is missing/);
    expect(message).toMatch(/Cannot find module .*better_sqlite3\.node/);
    expect(message).toContain('npm ci');
  });

  it('is run at start only when the data is in SQLite (DATABASE_URL unset or empty)', () => {
    const broken = () => 'no binding';
    expect(sqliteBindingProblemAtStart({}, broken)).toBe('no binding');
    expect(sqliteBindingProblemAtStart({ DATABASE_URL: ' ' }, broken)).toBe('no binding');
    expect(sqliteBindingProblemAtStart({ DATABASE_URL: 'postgres://db.internal/backstage' }, broken)).toBeNull();
  });

  it('stops the server before it listens, in one message', async () => {
    // Resolves better-sqlite3 to the copy without a binding, for server.mjs and all it loads.
    const hooks = path.join(dir, 'hooks.mjs');
    const copy = path.join(dir, 'node_modules/better-sqlite3/lib/index.js');
    writeFileSync(
      hooks,
      `import { registerHooks } from 'node:module';
       import { pathToFileURL } from 'node:url';
       registerHooks({
         resolve(specifier, context, next) {
           return specifier === 'better-sqlite3' ? { url: pathToFileURL(${JSON.stringify(copy)}).href, format: 'commonjs', shortCircuit: true } : next(specifier, context);
         },
       });`,
    );
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', hooks, 'server.mjs'], {
      cwd: repo,
      env: { ...process.env, NODE_ENV: 'production', PORT: '3199', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/better-sqlite3's native binding is missing/);
    expect(output).not.toMatch(/ready on/);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
