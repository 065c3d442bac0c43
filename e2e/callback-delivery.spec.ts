import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './browse';
import { siteUrl } from './site';
import { startOwnServer, temporaryDataDir } from './servers/own-server';
import { startWebhookSink } from './servers/webhook-sink';

// Its own server, data folder and webhook, so it can restart the one and stop the other.
const basePort = Number(process.env.E2E_PORT ?? 3100) + 10;

test('a callback saved while the webhook is down arrives exactly once after a restart', async ({ request }) => {
  test.setTimeout(120_000);
  const { dir: dataDir, remove } = temporaryDataDir('callback-delivery');
  const sinkPort = basePort + 1;
  const env = { DATA_DIR: dataDir, CALLBACK_WEBHOOK_URL: `http://127.0.0.1:${sinkPort}/macros/exec` };

  /** The callback's row in the outbox (this server's database holds only this one). */
  const stored = () => {
    const db = new Database(path.join(dataDir, 'site.sqlite'), { readonly: true });
    try {
      return db.prepare('select attempts, delivered_at, last_error from callback_requests').get() as
        { attempts: number; delivered_at: number | null; last_error: string | null } | undefined;
    } finally {
      db.close();
    }
  };

  let server = await startOwnServer(basePort, env);
  const sent = await request.post(`${server.base}/api/callback`, {
    headers: { origin: server.base },
    data: { name: 'Olivia Grant', phone: '+44 7700 900 123', agreed: true, page: '/services/female/hair/' },
  });
  expect(sent.status()).toBe(201);
  // The webhook is down: the delivery fails and is scheduled again.
  await expect.poll(() => stored()?.attempts ?? 0).toBeGreaterThan(0);
  expect(stored()).toMatchObject({ delivered_at: null, last_error: expect.any(String) });
  await server.stop();

  server = await startOwnServer(basePort, env);
  const sink = await startWebhookSink(sinkPort);
  try {
    await expect.poll(() => sink.received.length, { timeout: 60_000 }).toBe(1);
    expect(sink.received[0]).toEqual({
      id: ((await sent.json()) as { id: number }).id,
      name: 'Olivia Grant',
      phone: '+447700900123',
      link: `${siteUrl}/services/female/hair/`,
      status: 'New',
    });
    // It is marked delivered, so no later pass sends it again: it arrived once.
    await expect.poll(() => stored()?.delivered_at ?? null).not.toBeNull();
    expect(sink.received).toHaveLength(1);
  } finally {
    await server.stop();
    await sink.close();
    remove();
  }
});
