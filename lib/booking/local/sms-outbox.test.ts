import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase, openTestPostgres } from '@/lib/db/testing/test-databases';
import { serverKey } from '@/lib/secrets/server-key';
import { codeSeconds, createCodeStore } from './code-store';
import { createSmsOutbox, createSmsStore, type SmsStore } from './sms-outbox';

const secret = 'sms-gateway-secret-0123456789';

type Received = { url: string; body: unknown; key: string | undefined; authorization: string | undefined };

/** An SMS gateway on loopback that records what it receives and answers as told. */
function startGateway(answer: { status: number; delayMs: number }) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        body: JSON.parse(body),
        key: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
      });
      setTimeout(() => response.writeHead(answer.status).end('ok'), answer.delayMs);
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/send`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe.each(databaseEngines)('on %s', (engine) => {
  let db: Kysely<Database>;
  let store: SmsStore;
  let clock: number;
  const now = () => clock;
  const quiet = () => {};
  const message = (code: string) => `${code} is your Backstage sign-in code.`;

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    store = createSmsStore(db);
    clock = Date.UTC(2026, 10, 25, 10);
  });
  afterEach(() => db.destroy());

  /** A code asked for the way the sign-in route asks: through the code store, which writes the message. */
  async function askForCode(phone = '+447700900123') {
    const { code } = await createCodeStore(db, serverKey(db, null, 'sign-in-codes')).create(phone, message, clock);
    const [row] = await store.list();
    return { code, id: row!.id };
  }

  describe('the text-message outbox', () => {
    it('delivers a message once as {to, body, id}, the secret only in its Authorization header', async () => {
      const gateway = await startGateway({ status: 200, delayMs: 0 });
      const logged: string[] = [];
      try {
        const { code, id } = await askForCode();
        const outbox = createSmsOutbox({
          store,
          webhookUrl: gateway.url,
          webhookSecret: secret,
          now,
          log: (msg, fields) => logged.push(JSON.stringify({ msg, ...fields })),
        });
        expect(await outbox.runOnce()).toEqual([{ id, delivered: true }]);
        expect(gateway.received).toEqual([
          {
            url: '/send',
            body: { to: '+447700900123', body: message(code), id },
            key: `sms-${id}`,
            authorization: `Bearer ${secret}`,
          },
        ]);
        expect(JSON.stringify(gateway.received[0]!.body)).not.toContain(secret);
        expect(logged.join('\n')).not.toContain(secret);
        expect(await outbox.runOnce()).toEqual([]);
        expect((await store.list())[0]).toMatchObject({ id, attempts: 1, deliveredAt: clock, lastError: null });
      } finally {
        await gateway.close();
      }
    });

    it('retries a refused message on the exponential, capped, jittered schedule', async () => {
      const gateway = await startGateway({ status: 502, delayMs: 0 });
      const logged: string[] = [];
      try {
        await askForCode();
        const outbox = createSmsOutbox({
          store,
          webhookUrl: gateway.url,
          webhookSecret: secret,
          now,
          random: () => 0.5,
          baseDelayMs: 1000,
          maxDelayMs: 5000,
          log: (msg, fields) => logged.push(JSON.stringify({ msg, ...fields })),
        });
        const waits: number[] = [];
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await outbox.runOnce())[0]).toMatchObject({ delivered: false, error: 'answered 502' });
          const [row] = await store.list();
          waits.push(row!.nextAttemptAt - clock);
          clock = row!.nextAttemptAt - 1;
          expect(await outbox.runOnce()).toEqual([]);
          clock += 1;
        }
        expect(waits).toEqual([1000, 2000, 4000, 5000, 5000]);
        expect(gateway.received).toHaveLength(5);
        expect(logged.join('\n')).not.toContain(secret);
      } finally {
        await gateway.close();
      }
    });

    it('uses the default schedule: 2 s doubling, capped at 15 minutes', async () => {
      const gateway = await startGateway({ status: 500, delayMs: 0 });
      try {
        await askForCode();
        const outbox = createSmsOutbox({
          store,
          webhookUrl: gateway.url,
          webhookSecret: secret,
          now,
          random: () => 0.5,
          log: quiet,
        });
        const waits: number[] = [];
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          await outbox.runOnce();
          const [row] = await store.list();
          waits.push(row!.nextAttemptAt - clock);
          clock = row!.nextAttemptAt;
        }
        expect(waits).toEqual([2000, 4000, 8000, 16_000]);
      } finally {
        await gateway.close();
      }
    });

    it('sends each message exactly once with two workers claiming at the same time', async () => {
      const gateway = await startGateway({ status: 200, delayMs: 20 });
      try {
        const ids: number[] = [];
        for (let i = 0; i < 12; i += 1) ids.push((await askForCode(`+4477009001${String(i).padStart(2, '0')}`)).id);
        // Two instances: each its own store and outbox on the same database (own connections on PostgreSQL).
        const other = await openOtherConnection();
        try {
          const first = createSmsOutbox({
            store,
            webhookUrl: gateway.url,
            webhookSecret: secret,
            now,
            batchSize: 5,
            log: quiet,
          });
          const second = createSmsOutbox({
            store: other.store,
            webhookUrl: gateway.url,
            webhookSecret: secret,
            now,
            batchSize: 5,
            log: quiet,
          });
          const outcomes = (
            await Promise.all([
              first.runOnce(),
              second.runOnce(),
              first.runOnce(),
              second.runOnce(),
              first.runOnce(),
              second.runOnce(),
            ])
          ).flat();
          expect(outcomes.map((outcome) => outcome.id).sort((a, b) => a - b)).toEqual(ids);
          expect(outcomes.every((outcome) => outcome.delivered)).toBe(true);
          const sent = gateway.received.map((request) => (request.body as { id: number }).id).sort((a, b) => a - b);
          expect(sent).toEqual(ids);
        } finally {
          await other.close();
        }
      } finally {
        await gateway.close();
      }
    });

    it('never sends a message whose code has expired', async () => {
      const gateway = await startGateway({ status: 200, delayMs: 0 });
      try {
        await askForCode();
        clock += codeSeconds * 1000;
        const outbox = createSmsOutbox({ store, webhookUrl: gateway.url, webhookSecret: secret, now, log: quiet });
        expect(await outbox.runOnce()).toEqual([]);
        expect(gateway.received).toEqual([]);
      } finally {
        await gateway.close();
      }
    });
  });

  /** A second handle on the same database, as another instance would have: a pool of its own on PostgreSQL. */
  async function openOtherConnection(): Promise<{ store: SmsStore; close: () => Promise<void> }> {
    if (engine === 'sqlite') return { store: createSmsStore(db), close: async () => {} };
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(inject('postgresAdminUrl'));
    url.pathname = `/${rows[0]!.name}`;
    const other = openTestPostgres(url.toString());
    return { store: createSmsStore(other), close: () => other.destroy() };
  }
});
