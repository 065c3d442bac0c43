/**
 * Starts everything the WordPress suite runs against, in order, timing each step: the
 * Debian packages if missing, MariaDB, WordPress with the plugin and the imported
 * `content/`, a production build of the site against it (in its own dist dir, beside the
 * normal build) and that build's server. Everything started is stopped by PID afterwards,
 * and the temporary folder removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { run, startProcess, stopProcess, waitFor, type Started } from './processes';
import { ensurePackages, importContent, installWordPress, prepareWordPressRoot, startMariaDb, startWordPressServer } from './real-wordpress';
import { distDir, type SuiteContext } from './suite-context';

const repo = path.resolve(__dirname, '../..');

export default async function setup(project: TestProject) {
  const began = performance.now();
  const timings: string[] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    timings.push(`${name} ${seconds} s`);
    console.log(`[wordpress suite] ${name}: ${seconds} s`);
    return result;
  };

  const basePort = Number(process.env.WORDPRESS_TEST_PORT ?? 3400);
  const wordpressPort = basePort;
  const sitePort = basePort + 1;
  const dir = mkdtempSync(path.join(tmpdir(), 'backstage-wordpress-'));
  const started: Started[] = [];
  const teardown = async () => {
    for (const child of [...started].reverse()) await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
    console.log(`[wordpress suite] took ${((performance.now() - began) / 1000).toFixed(1)} s in all (${timings.join(', ')})`);
  };

  try {
    const secret = randomBytes(24).toString('hex');
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await step('Debian packages', ensurePackages);
    const database = await step('MariaDB', () => startMariaDb(dir));
    started.push(database.server);
    const wordpress = prepareWordPressRoot(dir, database, wordpressPort);
    await step('WordPress install and plugin', () => installWordPress(wordpress, siteUrl, secret));
    const imported = await step('content import', () => importContent(wordpress));
    const wordpressServer = await step('WordPress server', () => startWordPressServer(wordpress, dir));
    started.push(wordpressServer);

    const siteEnv = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      WORDPRESS_URL: wordpress.url,
      REVALIDATE_SECRET: secret,
      // Its folder is deleted before each build (below), so Turbopack's cache would never be read.
      TURBOPACK_CACHE: 'off',
    };
    // A clean build: Next's data cache in the dist dir would otherwise serve the last run's feed.
    rmSync(path.join(repo, distDir), { recursive: true, force: true });
    // A hang guard, not a speed check: with both cores busy and the browser tests beside it, the
    // compile alone took 8.9 min once.
    // The build asks the feed for every page's content one after another while the browser lane
    // loads both cores, and PHP's built-in server once took more than the 8 s a visitor's page
    // waits for it (CONTENT_TIMEOUT_MS) to answer one list: the build failed on that page. A
    // build waits longer; the server started below keeps the visitor's bound.
    await step('site build against WordPress', () =>
      run(process.execPath, [path.join(repo, 'node_modules/next/dist/bin/next'), 'build'], {
        cwd: repo,
        env: { ...siteEnv, CONTENT_TIMEOUT_MS: '60000' },
        timeoutMs: 1_500_000,
      }),
    );
    // What `npm run build` does after Next's build (its postbuild), so this build is served as deployed.
    await step('compile hints', () => run(process.execPath, [path.join(repo, 'scripts/compile-hints.mjs'), distDir], { cwd: repo, env: siteEnv, timeoutMs: 60_000 }));
    const site = startProcess('the site', process.execPath, ['server.mjs'], {
      cwd: repo,
      env: { ...siteEnv, PORT: String(sitePort), HOSTNAME: '127.0.0.1' },
      log: path.join(dir, 'site.log'),
    });
    started.push(site);
    await step('site server', () => waitFor('the site to answer', async () => (await fetch(`${siteUrl}/`)).ok, site, 60_000));

    const context: SuiteContext = {
      siteUrl,
      wordpressUrl: wordpress.url,
      wordpressRoot: wordpress.root,
      wordpressPid: wordpressServer.pid,
      importLog: imported,
    };
    project.provide('wordpress', context);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
