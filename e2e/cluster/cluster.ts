/**
 * Two instances of one production build (made against the feed, as a deploy is made against
 * the salon's WordPress) as if on two machines, and what they share: each
 * runs `server.mjs` from its own copy of the build folder with its own `DATA_DIR`, both on one
 * PostgreSQL (`DATABASE_URL`) and one Redis (`REDIS_URL`), fed by one WordPress (a loopback
 * feed of the bundled dataset), delivering callbacks to one webhook, behind nginx with
 * deploy/nginx.conf. Everything runs on loopback in a temporary folder and is stopped by the
 * PID it was started with.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startPostgresServer, type PostgresServer } from '@/lib/db/testing/postgres-server';
import { findNginx, loopbackNginxConfig } from '../../scripts/bench/nginx.mjs';
import { startContentFeed, type ContentFeed } from '../servers/content-feed.mjs';
import { startThrowawayRedis, type ThrowawayRedis } from '../servers/throwaway-redis';
import { run, startProcess, stopProcess, waitFor, type Started } from '../wordpress/processes';
import { startReceivingWebhook, type ReceivingWebhook } from './receiving-webhook';
import { startThrowawayPrometheus, type ThrowawayPrometheus } from './throwaway-prometheus';

const repo = path.resolve(__dirname, '../..');
export const revalidateSecret = 'cluster-revalidate-secret-0123456789';

export type Instance = {
  name: string;
  port: number;
  base: string;
  start(): Promise<void>;
  /** SIGKILL: the instance dies mid-work, as a machine does. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

export type Cluster = {
  dir: string;
  postgres: PostgresServer;
  databaseUrl: string;
  redis: ThrowawayRedis;
  feed: ContentFeed;
  webhook: ReceivingWebhook;
  a: Instance;
  b: Instance;
  /** nginx in front of both. */
  proxy: string;
  /** Prometheus scraping both instances' metrics and evaluating deploy/prometheus/alerts.yml. */
  prometheus: ThrowawayPrometheus;
  /** A query on the shared database. */
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
};

/**
 * The ports of the cluster test: CLUSTER_TEST_PORT (default 3500) and the eight after it, and
 * Prometheus's: PROMETHEUS_TEST_PORT, else the ninth after it.
 */
export const clusterPorts = (base = Number(process.env.CLUSTER_TEST_PORT ?? 3500)) => ({
  postgres: base,
  redis: base + 1,
  feed: base + 2,
  webhook: base + 3,
  a: base + 4,
  b: base + 5,
  nginx: base + 6,
  metricsA: base + 7,
  metricsB: base + 8,
  prometheus: Number(process.env.PROMETHEUS_TEST_PORT ?? base + 9),
});

/**
 * The build both instances run, made against a feed as a deploy is made against the salon's
 * WordPress (its pages then carry the feed's cache tags, which the webhook expires). `npm test`
 * makes one such build for the browser tests and this test (e2e/servers/build-against-feed.mjs)
 * and leaves a marked copy of it here, untouched by the browser tests' servers, which
 * regenerate pages in `.next` meanwhile; without one, this test makes its own against its feed.
 */
const clusterBuild = '.next-cluster-build';
const marker = 'built-against-feed';

function madeAgainstFeed(buildDir: string): boolean {
  const markerFile = path.join(repo, buildDir, marker);
  const buildId = path.join(repo, buildDir, 'BUILD_ID');
  return (
    existsSync(markerFile) && existsSync(buildId) && readFileSync(markerFile, 'utf8') === readFileSync(buildId, 'utf8')
  );
}

/** The folder of the build to run: the copy of the shared one if there is one, else a new one. */
async function buildToRun(env: Record<string, string>): Promise<string> {
  if (madeAgainstFeed(clusterBuild)) {
    console.log(`[cluster] running the shared build's copy in ${clusterBuild} (made against a feed)`);
    return clusterBuild;
  }
  console.log(`[cluster] no build made against a feed in ${clusterBuild}: building one there`);
  // A clean build: Next's data cache in the dist dir would otherwise hold the last run's feed.
  rmSync(path.join(repo, clusterBuild), { recursive: true, force: true });
  const buildEnv = { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: clusterBuild };
  await run(process.execPath, [path.join(repo, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: repo,
    env: buildEnv,
    timeoutMs: 600_000,
  });
  // What `npm run build` does after Next's build (its postbuild), so the build is served as deployed.
  await run(process.execPath, [path.join(repo, 'scripts/compile-hints.mjs'), clusterBuild], {
    cwd: repo,
    env: buildEnv,
    timeoutMs: 60_000,
  });
  return clusterBuild;
}

function startInstance(
  name: string,
  port: number,
  metricsPort: number,
  dir: string,
  buildDir: string,
  env: Record<string, string>,
): Instance {
  // Its own copy of the build, as a second machine would have: the same build id and files,
  // without the build's data cache (it holds the feed the build was made against).
  const distDir = `.next-cluster-${name.toLowerCase()}`;
  rmSync(path.join(repo, distDir), { recursive: true, force: true });
  cpSync(path.join(repo, buildDir), path.join(repo, distDir), {
    recursive: true,
    filter: (file) => path.relative(path.join(repo, buildDir), file) !== 'cache',
  });
  const dataDir = path.join(dir, `data-${name}`);
  mkdirSync(dataDir, { recursive: true });
  const base = `http://127.0.0.1:${port}`;
  let started: Started | null = null;
  const instance: Instance = {
    name,
    port,
    base,
    async start() {
      started = startProcess(`instance ${name}`, process.execPath, ['server.mjs'], {
        cwd: repo,
        log: path.join(dir, `instance-${name}.log`),
        env: {
          // Codes stay in the outbox, where the scenarios read them.
          SMS_OUTBOX_ONLY: '1',
          // A budget of texts small enough to spend in a test: a /24 network may spend a tenth of
          // it (20 an hour), more than the suite's other sign-ins from one network take.
          SMS_BUDGET_PER_HOUR: '200',
          SMS_BUDGET_PER_DAY: '2000',
          ...env,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          NEXT_DIST_DIR: distDir,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          METRICS_PORT: String(metricsPort),
        },
      });
      const current = started;
      await waitFor(
        `instance ${name} on ${port}`,
        async () => (await fetch(`${base}/robots.txt`)).ok,
        current,
        120_000,
      );
    },
    async kill() {
      if (!started) return;
      const current = started;
      started = null;
      const gone = new Promise((resolve) => current.child.once('exit', resolve));
      process.kill(-current.pid, 'SIGKILL');
      await gone;
    },
    async stop() {
      if (!started) return;
      const current = started;
      started = null;
      await stopProcess(current, 20_000);
    },
  };
  return instance;
}

export async function startCluster(): Promise<Cluster> {
  const ports = clusterPorts();
  const dir = mkdtempSync(path.join(tmpdir(), 'backstage-cluster-'));
  // nginx's workers run as another user and keep their cache and temporary files in here.
  chmodSync(dir, 0o755);
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => console.error('[cluster] stop failed', error));
    for (const name of ['a', 'b', 'build'])
      rmSync(path.join(repo, `.next-cluster-${name}`), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgresServer({ port: ports.postgres });
    stops.push(() => postgres.destroy());
    const admin = new Client({ connectionString: postgres.url() });
    await admin.connect();
    await admin.query('create database backstage');
    await admin.end();
    const databaseUrl = postgres.url('backstage');

    const redis = await startThrowawayRedis(ports.redis);
    stops.push(() => redis.dispose());
    const feed = await startContentFeed(ports.feed);
    stops.push(() => feed.close());
    const webhook = await startReceivingWebhook(ports.webhook);
    stops.push(() => webhook.close());

    const proxy = `http://127.0.0.1:${ports.nginx}`;
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      WORDPRESS_URL: feed.url,
      CALLBACK_WEBHOOK_URL: webhook.url,
      REVALIDATE_SECRET: revalidateSecret,
      TRUST_PROXY: '1',
      // Requests through nginx come from this origin; the instances judge Origin by it.
      SITE_URL: proxy,
    };
    const buildDir = await buildToRun({ WORDPRESS_URL: feed.url, SITE_URL: proxy });
    const a = startInstance('A', ports.a, ports.metricsA, dir, buildDir, env);
    const b = startInstance('B', ports.b, ports.metricsB, dir, buildDir, env);
    stops.push(
      () => a.stop(),
      () => b.stop(),
    );
    // One after the other: the first migrates the shared database, the second finds it done.
    await a.start();
    await b.start();

    const nginx = findNginx();
    if (!nginx) throw new Error('nginx is not installed: run `node scripts/test-prerequisites.mjs cluster` as root');
    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(nginxDir);
    const config = path.join(nginxDir, 'nginx.conf');
    const source = readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
    writeFileSync(
      config,
      loopbackNginxConfig(source, { dir: nginxDir, proxyPort: ports.nginx, appPorts: [ports.a, ports.b] }),
    );
    const proxyProcess = startProcess('nginx', nginx, ['-c', config, '-g', 'daemon off;'], {
      log: path.join(nginxDir, 'stdout.log'),
    });
    stops.push(() => stopProcess(proxyProcess));
    await waitFor('nginx', async () => (await fetch(`${proxy}/robots.txt`)).ok, proxyProcess, 20_000);

    const prometheus = await startThrowawayPrometheus({
      port: ports.prometheus,
      dir: path.join(dir, 'prometheus'),
      targets: [`127.0.0.1:${ports.metricsA}`, `127.0.0.1:${ports.metricsB}`],
      rules: path.join(repo, 'deploy/prometheus/alerts.yml'),
    });
    stops.push(() => prometheus.stop());

    const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    };
    return { dir, postgres, databaseUrl, redis, feed, webhook, a, b, proxy, prometheus, query, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
