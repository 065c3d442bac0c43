/**
 * The health routes as a load balancer and a dashboard see them, against a PostgreSQL and a
 * Redis this test runs and stops: live is always 200; ready stays 200 through either outage
 * (both are shared by every instance, so taking this one out would mend nothing); the
 * dependencies report names what is down (503, no address, no error text) and says all is well
 * again once it is back, in the same process.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import { redisTestPort, startThrowawayRedis, type ThrowawayRedis } from '@/e2e/servers/throwaway-redis';
import type { PostgresServer } from '@/lib/db/testing/postgres-server';
import { postgresTestPort, startPostgresServer } from '@/lib/db/testing/postgres-server';
import { createPostgresTestDatabase } from '@/lib/db/testing/test-databases';
import { processRedis } from '@/lib/redis/shared-redis.mjs';
import { checkDatabase } from '@/lib/db/check-database';

// The real check, counted: readiness must never ask the shared PostgreSQL (down, it would hold
// the answer until the check's time-out); the dependencies report must.
vi.mock(import('@/lib/db/check-database'), async (original) => {
  const real = await original();
  return { checkDatabase: vi.fn(real.checkDatabase) };
});
const databaseChecks = () => vi.mocked(checkDatabase).mock.calls.length;

let database: PostgresServer;
let redis: ThrowawayRedis;
let build: string | undefined;
let live: (request: Request) => Response;
let ready: (request: Request) => Promise<Response>;
let dependencies: (request: Request) => Promise<Response>;

const probe = (path: string, method = 'GET') => new Request(`http://localhost:3000${path}`, { method });

beforeAll(async () => {
  // The port two after the shared server's: the outage test takes the one after.
  database = await startPostgresServer({ port: postgresTestPort() + 2 });
  redis = await startThrowawayRedis(redisTestPort(4));
  process.env.DATABASE_URL = await createPostgresTestDatabase(database.url());
  process.env.REDIS_URL = redis.url;
  // A build's pages, as `npm run build` leaves them, for the page cache check.
  build = mkdtempSync(path.join(tmpdir(), 'health-build-'));
  mkdirSync(path.join(build, 'server', 'app'), { recursive: true });
  writeFileSync(path.join(build, 'BUILD_ID'), 'health-test');
  process.env.NEXT_DIST_DIR = build;
  ({ GET: live } = await import('./live/route'));
  ({ GET: ready } = await import('./ready/route'));
  ({ GET: dependencies } = await import('./dependencies/route'));
}, 60_000);

afterAll(async () => {
  const { getDatabase } = await import('@/lib/db/database');
  await (await getDatabase().catch(() => null))?.destroy();
  const shared = processRedis();
  await shared?.events.stop().catch(() => {});
  await Promise.all([shared?.commands.close(), shared?.subscriber.close()]);
  await redis?.dispose();
  await database?.destroy();
  if (build) rmSync(build, { recursive: true, force: true });
}, 30_000);

async function expectReady() {
  const answer = await ready(probe('/api/health/ready'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({ status: 'ready' });
}

type Report = { status: string; checkedAt: string; dependencies: Record<string, { ok: boolean; latencyMs: number }> };

async function report(): Promise<{ status: number; body: Report; text: string; cacheControl: string | null }> {
  const answer = await dependencies(probe('/api/health/dependencies'));
  const text = await answer.text();
  return {
    status: answer.status,
    body: JSON.parse(text) as Report,
    text,
    cacheControl: answer.headers.get('cache-control'),
  };
}

/** Waits until the report (reused for five seconds between rounds) says `down`, and only it, is down. */
async function expectDown(down: string[]) {
  await vi.waitFor(
    async () => {
      const { status, body } = await report();
      const failing = Object.entries(body.dependencies).flatMap(([name, result]) => (result.ok ? [] : [name]));
      expect(failing).toEqual(down);
      expect(status).toBe(down.length > 0 ? 503 : 200);
      expect(body.status).toBe(down.length > 0 ? 'degraded' : 'ok');
    },
    { timeout: 30_000, interval: 250 },
  );
}

describe('the health routes', () => {
  it('stay ready while PostgreSQL, then Redis, is down, and the dependencies report names what is down', async () => {
    // Redis is stopped on purpose: its connections' lines about it are expected, and the health lines.
    const redisLines = expectLogLines(/^\[redis\] /);
    const health = expectLogLines(/^\[health\] /);
    const said = (msg: string, failing?: string[]) =>
      health.events.some(
        (event) => event.msg === msg && (!failing || JSON.stringify(event.failing) === JSON.stringify(failing)),
      );
    try {
      await expectReady();
      await expectDown([]);
      const healthy = await report();
      expect(Object.keys(healthy.body.dependencies)).toEqual(['database', 'redis']);
      expect(healthy.cacheControl).toBe('no-store');
      // Each with its check's latency, in whole milliseconds.
      expect(healthy.body.dependencies.database).toEqual({ ok: true, latencyMs: expect.any(Number) });
      expect(Number.isInteger(healthy.body.dependencies.database!.latencyMs)).toBe(true);

      await database.stop();
      await expectDown(['database']);
      expect(databaseChecks()).toBeGreaterThan(0);
      // Ready without a word to the database that is down: nothing for the answer to wait on.
      const checksBeforeReady = databaseChecks();
      await expectReady();
      expect(databaseChecks()).toBe(checksBeforeReady);
      const down = await report();
      expect(down.cacheControl).toBe('no-store');
      expect(down.text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|postgres:|redis:/i);
      expect(said('a shared dependency is down', ['database'])).toBe(true);
      // Liveness asks nothing: 200.
      expect(live(probe('/api/health/live')).status).toBe(200);

      await database.start();
      await expectDown([]);
      expect(said('every shared dependency answers again')).toBe(true);

      await redis.stop();
      await expectDown(['redis']);
      await expectReady();
      await redis.start();
      await expectDown([]);
      await expectReady();
      // Readiness never failed, so it never said so.
      expect(health.events.filter((event) => /not ready/.test(event.msg))).toEqual([]);
    } finally {
      health.restore();
      redisLines.restore();
    }
  }, 120_000);

  it('answer HEAD with the status and headers and no body', async () => {
    for (const answer of [
      live(probe('/api/health/live', 'HEAD')),
      await ready(probe('/api/health/ready', 'HEAD')),
      await dependencies(probe('/api/health/dependencies', 'HEAD')),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(await answer.text()).toBe('');
    }
  });
});
