/**
 * With an SMS gateway configured, the production build sends a sign-in code's text message
 * to it exactly once, as `{to, body, id}`, the shared secret only in the Authorization header.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './browse';
import { startOwnServer, temporaryDataDir } from './servers/own-server';
import { startWebhookSink } from './servers/webhook-sink';

const port = Number(process.env.E2E_PORT ?? 3100) + 55;
const secret = 'e2e-sms-gateway-secret-42';

test('a sign-in code is texted through the gateway exactly once', async ({ request }) => {
  test.setTimeout(120_000);
  const sink = await startWebhookSink(port + 1);
  const { dir: dataDir, remove } = temporaryDataDir('sms-delivery');
  const server = await startOwnServer(port, {
    DATA_DIR: dataDir,
    SMS_WEBHOOK_URL: sink.url,
    SMS_WEBHOOK_SECRET: secret,
  });
  try {
    const asked = await request.post(`${server.base}/api/auth/code`, {
      headers: { origin: server.base },
      data: { phone: '+44 7700 900 321' },
    });
    expect(asked.status()).toBe(200);
    await expect.poll(() => sink.received.length, { timeout: 30_000 }).toBe(1);
    const message = sink.received[0] as { to: string; body: string; id: number };
    expect(sink.headers[0]!.authorization).toBe(`Bearer ${secret}`);
    expect(sink.headers[0]!['idempotency-key']).toBe(`sms-${message.id}`);
    expect(JSON.stringify(message)).not.toContain(secret);
    // The text exactly as the code store wrote it, marked delivered once the gateway took it,
    // so no later pass sends it again: one text arrived.
    const outbox = () => {
      const db = new Database(path.join(dataDir, 'site.sqlite'), { readonly: true });
      try {
        return db.prepare('select id, body, delivered_at from booking_sms_outbox').all() as {
          id: number;
          body: string;
          delivered_at: number | null;
        }[];
      } finally {
        db.close();
      }
    };
    await expect.poll(() => outbox().every((row) => row.delivered_at !== null)).toBe(true);
    const stored = outbox();
    expect(sink.received).toHaveLength(1);
    expect(message).toEqual({ to: '+447700900321', body: stored[0]!.body, id: stored[0]!.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.delivered_at).not.toBeNull();
  } finally {
    await server.stop();
    await sink.close();
    remove();
  }
});
