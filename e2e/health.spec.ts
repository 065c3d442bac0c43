/**
 * The health answers of the production build as a load balancer sees them, on a server of the
 * test's own whose PostgreSQL the test stops and starts: live is 200 throughout; ready is 200,
 * then 503 with Retry-After and no detail while the database is down, then 200 again.
 */
import { postgresTestPort, startPostgresServer } from '../lib/db/testing/postgres-server';
import { expect, test } from './browse';
import { startOwnServer } from './servers/own-server';

const port = Number(process.env.E2E_PORT ?? 3100) + 50;

test('live and ready answer GET and HEAD, uncached, and ready follows the database', async ({ request }) => {
  test.setTimeout(120_000);
  // Three after the shared PostgreSQL's port: the unit tests' own servers take the next two.
  const database = await startPostgresServer({ port: postgresTestPort() + 3 });
  const server = await startOwnServer(port, { DATABASE_URL: database.url() });
  try {
    for (const path of ['/api/health/live', '/api/health/ready']) {
      const get = await request.get(`${server.base}${path}`, { maxRedirects: 0 });
      expect(get.status()).toBe(200);
      expect(get.headers()['cache-control']).toBe('no-store');
      expect(get.headers()['content-type']).toBe('application/json');
      expect(await get.json()).toEqual({ status: path.endsWith('live') ? 'ok' : 'ready' });
      const head = await request.head(`${server.base}${path}`, { maxRedirects: 0 });
      expect(head.status()).toBe(200);
      expect(head.headers()['cache-control']).toBe('no-store');
      expect(await head.body()).toHaveLength(0);
    }

    await database.stop();
    const down = await request.get(`${server.base}/api/health/ready`);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBe('5');
    expect(down.headers()['cache-control']).toBe('no-store');
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ status: 'unavailable' });
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|postgres/i);
    expect((await request.head(`${server.base}/api/health/ready`)).status()).toBe(503);
    expect((await request.get(`${server.base}/api/health/live`)).status()).toBe(200);

    await database.start();
    await expect
      .poll(async () => (await request.get(`${server.base}/api/health/ready`)).status(), { timeout: 20_000 })
      .toBe(200);
  } finally {
    await server.stop();
    await database.destroy();
  }
});
