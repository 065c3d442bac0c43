/**
 * The outbox worker stopping while a delivery is in flight, as at a server's shutdown, against
 * a receiver on loopback that answers only when the test says: the row keeps its lease while
 * its request is open (another instance cannot claim it), and is recorded once the request has
 * ended, delivered exactly once; a request still open at the shutdown deadline is cut and
 * recorded as a failed attempt with a retry time, never released mid-flight.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCodeStore } from '@/lib/booking/local/code-store';
import { createSmsOutbox, createSmsStore } from '@/lib/booking/local/sms-outbox';
import { createCallbackOutbox } from '@/lib/callback/callback-outbox';
import { createCallbackStore } from '@/lib/callback/callback-store';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { serverKey } from '@/lib/secrets/server-key';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import type { Outbox } from './outbox';
import type { OutboxItem } from './outbox-store';
import { startOutboxWorker, stopOutboxWorkers } from './outbox-worker';

/** A receiver that holds every request until `answer` is called; `arrived(n)` resolves once n have come in. */
async function startSlowReceiver() {
  const held: { request: IncomingMessage; response: ServerResponse; ended: Promise<void> }[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
    request.resume();
    request.once('end', () => {
      held.push({ request, response, ended });
      for (const waiter of waiting.filter((entry) => held.length >= entry.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    held,
    arrived: (count: number) =>
      held.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    answer: (status: number) => {
      for (const { response } of held) if (!response.writableEnded) response.writeHead(status).end('ok');
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Kind = {
  name: string;
  table: 'booking_sms_outbox' | 'callback_requests';
  /** Saves one row due now; its id. */
  add: (db: Kysely<Database>, now: number) => Promise<number>;
  /** This kind's outbox on `db`: each call stands for another instance's. */
  outbox: (db: Kysely<Database>, url: string, now: () => number) => Pick<Outbox<OutboxItem>, 'claim' | 'runOnce'>;
  /** Starts this process's worker of the kind, as the server does. */
  start: (db: Kysely<Database>, url: string, now: () => number) => void;
};

const smsOutbox = (db: Kysely<Database>, url: string, now: () => number) =>
  createSmsOutbox({
    store: createSmsStore(db),
    webhookUrl: url,
    webhookSecret: 'sms-gateway-secret-0123456789',
    now,
    log: () => {},
  });
const callbackOutbox = (db: Kysely<Database>, url: string, now: () => number) =>
  createCallbackOutbox({ store: createCallbackStore(db), webhookUrl: url, now, log: () => {} });

const kinds: Kind[] = [
  {
    name: 'sms',
    table: 'booking_sms_outbox',
    add: async (db, now) => {
      await createCodeStore(db, serverKey(db, null, 'sign-in-codes')).create(
        '+447700900123',
        (code) => `${code} is your sign-in code.`,
        now,
      );
      const [row] = await createSmsStore(db).list();
      return row!.id;
    },
    outbox: smsOutbox,
    start: (db, url, now) => startOutboxWorker('sms', async () => smsOutbox(db, url, now)),
  },
  {
    name: 'callbacks',
    table: 'callback_requests',
    add: (db, now) =>
      createCallbackStore(db).add({ name: 'Amelia Hart', phone: '+442079460958', link: 'http://localhost:3000/' }, now),
    outbox: callbackOutbox,
    start: (db, url, now) => startOutboxWorker('callbacks', async () => callbackOutbox(db, url, now)),
  },
];

describe.each(databaseEngines)('on %s', (engine) => {
  let db: Kysely<Database>;
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>>;
  // One instant for the whole test: what is due, and when a retry is due, never depends on the machine's speed.
  const clock = Date.now();
  const now = () => clock;

  // The worker's one line when it stops with deliveries in flight: by then it has decided what to do with them.
  let stopSaid: Promise<void>;

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    receiver = await startSlowReceiver();
    stopSaid = expectLogLines(/shutting down: waiting for deliveries in flight/).first.then(() => {});
  });
  afterEach(async () => {
    receiver.answer(200);
    await stopOutboxWorkers();
    await receiver.close();
    await db.destroy();
    vi.restoreAllMocks();
  });

  const row = (table: Kind['table'], id: number) =>
    db
      .selectFrom(table)
      .select(['attempts', 'claimed_until', 'delivered_at', 'last_error', 'next_attempt_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe.each(kinds)('the $name worker', (kind) => {
    it('stopped during a slow delivery, keeps the lease until the request ends, then records it: delivered once', async () => {
      const id = await kind.add(db, clock);
      kind.start(db, receiver.url, now);
      await receiver.arrived(1);

      let stopped = false;
      const stopping = stopOutboxWorkers().then(() => (stopped = true));
      await stopSaid;
      // Another instance looks while the request is open: the row is not for it.
      const otherInstance = kind.outbox(db, receiver.url, now);
      expect(await otherInstance.claim(10)).toEqual([]);
      expect(await otherInstance.runOnce()).toEqual([]);
      expect(stopped).toBe(false);
      expect((await row(kind.table, id)).claimed_until).not.toBeNull();

      receiver.answer(200);
      await stopping;
      expect(await row(kind.table, id)).toMatchObject({ attempts: 1, claimed_until: null, delivered_at: clock });
      expect(await otherInstance.runOnce()).toEqual([]);
      expect(receiver.held).toHaveLength(1);
    });

    it('cuts a request still open at the shutdown deadline and records a failed attempt with a retry time', async () => {
      const id = await kind.add(db, clock);
      kind.start(db, receiver.url, now);
      await receiver.arrived(1);

      await stopOutboxWorkers({ cutOffAt: Date.now() });
      // The receiver saw its request closed by the sender.
      await receiver.held[0]!.ended;
      const recorded = await row(kind.table, id);
      expect(recorded).toMatchObject({ attempts: 1, claimed_until: null, delivered_at: null });
      expect(recorded.last_error).toMatch(/shutting down/);
      expect(recorded.next_attempt_at).toBeGreaterThan(clock);
      // Due again only at its retry time, like any failed attempt.
      expect(await kind.outbox(db, receiver.url, now).claim(10)).toEqual([]);
      expect(receiver.held).toHaveLength(1);
    });
  });
});
