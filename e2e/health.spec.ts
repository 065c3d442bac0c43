/**
 * The health answers of the production build as a load balancer and a dashboard see them, on a
 * server of the test's own whose PostgreSQL the test stops and starts: live and ready stay 200
 * throughout (a database every instance shares is no reason to take this one out of the
 * balancer, and pages keep answering); the dependencies report says 503 and names the database
 * while it is down, with no address or error text, and 200 again once it is back.
 */
import { postgresTestPort, startPostgresServer } from '../lib/db/testing/postgres-server';
import { expect, test } from './browse';
import { startOwnServer } from './servers/own-server';

const port = Number(process.env.E2E_PORT ?? 3100) + 50;

type Report = { status: string; dependencies: Record<string, { ok: boolean; latencyMs: number }> };

test('live and ready stay 200 while PostgreSQL is down, and the dependencies report names it', async ({ request }) => {
  test.setTimeout(120_000);
  // Three after the shared PostgreSQL's port: the unit tests' own servers take the next two.
  const database = await startPostgresServer({ port: postgresTestPort() + 3 });
  const server = await startOwnServer(port, { DATABASE_URL: database.url() });
  const report = async () => {
    const answer = await request.get(`${server.base}/api/health/dependencies`);
    return {
      status: answer.status(),
      body: (await answer.json()) as Report,
      text: await answer.text(),
      headers: answer.headers(),
    };
  };
  try {
    const expected = { '/api/health/live': { status: 'ok' }, '/api/health/ready': { status: 'ready' } };
    for (const [path, body] of Object.entries(expected)) {
      const get = await request.get(`${server.base}${path}`, { maxRedirects: 0 });
      expect(get.status()).toBe(200);
      expect(get.headers()['cache-control']).toBe('no-store');
      expect(get.headers()['content-type']).toBe('application/json');
      expect(await get.json()).toEqual(body);
    }
    for (const path of [...Object.keys(expected), '/api/health/dependencies']) {
      const head = await request.head(`${server.base}${path}`, { maxRedirects: 0 });
      expect(head.status()).toBe(200);
      expect(head.headers()['cache-control']).toBe('no-store');
      expect(await head.body()).toHaveLength(0);
    }
    const healthy = await report();
    expect(healthy.status).toBe(200);
    expect(healthy.headers['cache-control']).toBe('no-store');
    expect(healthy.body).toMatchObject({ status: 'ok', dependencies: { database: { ok: true } } });

    await database.stop();
    // The report is made at most every five seconds: wait for the one that saw the outage.
    await expect.poll(async () => (await report()).status, { timeout: 30_000 }).toBe(503);
    const down = await report();
    expect(down.body).toMatchObject({ status: 'degraded', dependencies: { database: { ok: false } } });
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|postgres:/i);
    // This instance can still serve pages: it stays in the balancer.
    const ready = await request.get(`${server.base}/api/health/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await request.head(`${server.base}/api/health/ready`)).status()).toBe(200);
    expect((await request.get(`${server.base}/api/health/live`)).status()).toBe(200);
    expect((await request.get(`${server.base}/about/`)).status()).toBe(200);

    await database.start();
    await expect.poll(async () => (await report()).status, { timeout: 30_000 }).toBe(200);
  } finally {
    await server.stop();
    await database.destroy();
  }
});
