/**
 * The health routes as a load balancer sees them, against a PostgreSQL this test runs (and
 * stops): live always 200; ready 200 while the database answers, 503 with Retry-After and no
 * detail while it is down, 200 again once it is back, in the same process.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostgresServer } from '@/lib/db/testing/postgres-server';
import { postgresTestPort, startPostgresServer } from '@/lib/db/testing/postgres-server';
import { createPostgresTestDatabase } from '@/lib/db/testing/test-databases';

let server: PostgresServer;
let live: (request: Request) => Response;
let ready: (request: Request) => Promise<Response>;

const probe = (path: string, method = 'GET') => new Request(`http://localhost:3000${path}`, { method });

beforeAll(async () => {
  // The port two after the shared server's: the outage test takes the one after.
  server = await startPostgresServer({ port: postgresTestPort() + 2 });
  process.env.DATABASE_URL = await createPostgresTestDatabase(server.url());
  ({ GET: live } = await import('./live/route'));
  ({ GET: ready } = await import('./ready/route'));
}, 60_000);

afterAll(async () => {
  const { getDatabase } = await import('@/lib/db/database');
  await (await getDatabase().catch(() => null))?.destroy();
  await server?.destroy();
});

async function expectReady() {
  const answer = await ready(probe('/api/health/ready'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({ status: 'ready' });
}

describe('the health routes', () => {
  it('say ready, then unavailable (503, Retry-After, no detail) while PostgreSQL is stopped, then ready again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const told = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await expectReady();

      await server.stop();
      const started = Date.now();
      const down = await ready(probe('/api/health/ready'));
      // Bounded: the check's time-out, not the pool's connection time-out or a hang.
      expect(Date.now() - started).toBeLessThan(4000);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.headers.get('cache-control')).toBe('no-store');
      const text = await down.text();
      expect(JSON.parse(text)).toEqual({ status: 'unavailable' });
      expect(text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|postgres/i);
      expect(quiet).toHaveBeenCalledWith('[health] not ready: database did not answer');

      const head = await ready(probe('/api/health/ready', 'HEAD'));
      expect(head.status).toBe(503);
      expect(await head.text()).toBe('');

      // Liveness asks no dependency: still 200 during the outage.
      const alive = live(probe('/api/health/live'));
      expect(alive.status).toBe(200);
      expect(alive.headers.get('cache-control')).toBe('no-store');
      expect(await alive.json()).toEqual({ status: 'ok' });

      await server.start();
      await vi.waitFor(expectReady, { timeout: 15_000, interval: 250 });
      expect(told).toHaveBeenCalledWith('[health] ready again');
    } finally {
      quiet.mockRestore();
      told.mockRestore();
    }
  }, 60_000);

  it('answer HEAD with the status and headers and no body', async () => {
    const answer = live(probe('/api/health/live', 'HEAD'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.text()).toBe('');
  });
});
