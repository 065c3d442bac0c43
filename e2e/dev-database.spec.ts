/**
 * `next dev` re-evaluates modules when their files change, so a connection kept in a
 * module-level variable would be opened again after every edit, the old one left open.
 * Start a development server on a fresh data folder, run several routes that use the
 * database, edit the database module twice, run them again after each edit, and count the
 * connections the server process holds. The server runs in a copy of the project, so the
 * edits never reach the checkout, which other suites of `npm test` build and import meanwhile.
 */
import { expect, test } from './browse';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openersOf } from './process-fds';

const devPort = Number(process.env.E2E_PORT ?? 3100) + 5;
const repo = process.cwd();
// What `next dev` reads: the app's sources, its content and settings.
const projectParts = [
  'app',
  'components',
  'content',
  'features',
  'lib',
  'locales',
  'public',
  'server',
  'stores',
  'styles',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'proxy.ts',
  'tsconfig.json',
];

/** A copy of the project to run `next dev` in; node_modules hard-linked (Turbopack refuses a symbolic link). */
function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'backstage-dev-project-'));
  for (const part of projectParts) cpSync(path.join(repo, part), path.join(copy, part), { recursive: true });
  const modules = [path.join(repo, 'node_modules'), path.join(copy, 'node_modules')];
  // Hard links need one file system; elsewhere a full copy.
  if (spawnSync('cp', ['-al', ...modules]).status !== 0) cpSync(modules[0]!, modules[1]!, { recursive: true });
  return copy;
}
// A day a week ahead, within the booking horizon (a day past it is refused before the database is asked).
const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const routes = [
  '/api/services',
  '/api/employees',
  '/api/auth/me',
  `/api/booking/free-time?service=1008&date=${weekAhead}`,
  '/api/locations',
];

test('next dev holds one database connection across routes', async ({ request }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backstage-dev-db-'));
  const project = copyProject();
  const databaseModule = path.join(project, 'lib/db/database.ts');
  const original = readFileSync(databaseModule, 'utf8');
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'dev', '-p', String(devPort), '-H', '127.0.0.1'],
    {
      cwd: project,
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', TURBOPACK_CACHE: 'off' },
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    const base = `http://127.0.0.1:${devPort}`;
    await expect(async () =>
      expect((await request.get(`${base}/api/locations/`, { timeout: 60_000 })).status()).toBe(200),
    ).toPass({
      timeout: 180_000,
      intervals: [1000],
    });
    let phone = 447700900500;
    const runRoutes = async () => {
      for (const route of routes)
        expect((await request.get(`${base}${route}`, { timeout: 120_000 })).status()).toBe(200);
      // Asking for a code reaches the database afresh on every request (the rate limit).
      phone += 1;
      const code = await request.post(`${base}/api/auth/code`, {
        data: { phone: `+${phone}` },
        headers: { origin: base },
        timeout: 120_000,
      });
      expect(code.status()).toBe(200);
    };
    await runRoutes();
    expect([...openersOf(path.join(dataDir, 'site.sqlite')).values()]).toEqual([1]);

    // Each edit reaches the server through its file watcher, however long that takes: the
    // edited module leaves a mark file when it is evaluated, and the routes run again only
    // once the server has evaluated it.
    const mark = (n: number) => path.join(dataDir, `database-module-evaluated-${n}`);
    const editedModule = (n: number) =>
      `${original}\n// edited by e2e/dev-database.spec.ts, to see when the server has evaluated this edit\n` +
      `import { writeFileSync as markEvaluation${n} } from 'node:fs';\nmarkEvaluation${n}(${JSON.stringify(mark(n))}, '');\n`;
    const untilEvaluated = (n: number) =>
      expect
        .poll(
          async () => {
            await request.get(`${base}/api/locations/`, { timeout: 120_000 });
            return existsSync(mark(n));
          },
          { timeout: 180_000, intervals: [500] },
        )
        .toBe(true);
    for (const n of [1, 2]) {
      writeFileSync(databaseModule, editedModule(n));
      await untilEvaluated(n);
      await runRoutes();
    }
    expect([...openersOf(path.join(dataDir, 'site.sqlite')).values()]).toEqual([1]);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(project, { recursive: true, force: true });
  }
});
