import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createCallbackOutbox, retryDelayMs } from './callback-outbox';
import { createCallbackStore, type CallbackStore } from './callback-store';

/** A webhook on loopback that records what it receives and answers as told. */
function startSink(answer: { status: number; delayMs: number }) {
  const received: { body: unknown; key: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ body: JSON.parse(body), key: request.headers['idempotency-key'] as string | undefined });
      setTimeout(() => response.writeHead(answer.status).end('ok'), answer.delayMs);
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe.each(databaseEngines)('on %s', (engine) => {
  let db: Kysely<Database>;
  let store: CallbackStore;
  let clock: number;
  const now = () => clock;
  const quiet = () => {};

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    store = createCallbackStore(db);
    clock = Date.UTC(2026, 10, 23, 10);
  });
  afterEach(() => db.destroy());

  const amelia = { name: 'Amelia Hart', phone: '+442079460958', link: 'http://localhost:3000/contacts/' };

  describe('the callback outbox', () => {
    it('delivers a stored request once as {id, name, phone, link, status} and marks it delivered', async () => {
      const sink = await startSink({ status: 200, delayMs: 0 });
      try {
        const id = await store.add(amelia, clock);
        const outbox = createCallbackOutbox({ store, webhookUrl: sink.url, now, log: quiet });
        expect(await outbox.runOnce()).toEqual([{ id, delivered: true }]);
        expect(sink.received).toEqual([{ body: { id, ...amelia, status: 'New' }, key: `callback-${id}` }]);
        expect(await outbox.runOnce()).toEqual([]);
        const [row] = await store.list();
        expect(row).toMatchObject({ id, attempts: 1, deliveredAt: clock, lastError: null });
      } finally {
        await sink.close();
      }
    });

    it('defuses a name that would run as a formula in the spreadsheet, as the CSV export does', async () => {
      const sink = await startSink({ status: 200, delayMs: 0 });
      try {
        const id = await store.add({ ...amelia, name: '=HYPERLINK("https://evil.example","Call me")' }, clock);
        const other = await store.add({ ...amelia, name: '@Amelia' }, clock);
        await createCallbackOutbox({ store, webhookUrl: sink.url, now, log: quiet }).runOnce();
        const names = Object.fromEntries(
          sink.received.map((entry) => [(entry.body as { id: number }).id, (entry.body as { name: string }).name]),
        );
        expect(names).toEqual({ [id]: '\'=HYPERLINK("https://evil.example","Call me")', [other]: "'@Amelia" });
        // What was stored stays as the visitor wrote it.
        expect((await store.list()).map((row) => row.name).sort()).toEqual([
          '=HYPERLINK("https://evil.example","Call me")',
          '@Amelia',
        ]);
      } finally {
        await sink.close();
      }
    });

    it('sends a row again after the lease when the process died between the 2xx and marking it, with the same id in the body', async () => {
      const sink = await startSink({ status: 200, delayMs: 0 });
      try {
        const id = await store.add(amelia, clock);
        // The first process gets the 2xx but dies before it can mark the row delivered.
        const dying: CallbackStore = {
          ...store,
          markDelivered: () => Promise.reject(new Error('process died')),
        };
        await expect(
          createCallbackOutbox({ store: dying, webhookUrl: sink.url, now, log: quiet }).runOnce(),
        ).rejects.toThrow('process died');
        const survivor = createCallbackOutbox({ store, webhookUrl: sink.url, now, log: quiet });
        expect(await survivor.runOnce()).toEqual([]); // still leased
        clock += 91_000;
        expect(await survivor.runOnce()).toEqual([{ id, delivered: true }]);
        expect(sink.received).toEqual([
          { body: { id, ...amelia, status: 'New' }, key: `callback-${id}` },
          { body: { id, ...amelia, status: 'New' }, key: `callback-${id}` },
        ]);
      } finally {
        await sink.close();
      }
    });

    it('retries a refused delivery on an exponential, capped, jittered schedule', async () => {
      const sink = await startSink({ status: 503, delayMs: 0 });
      try {
        await store.add(amelia, clock);
        const outbox = createCallbackOutbox({
          store,
          webhookUrl: sink.url,
          now,
          random: () => 0.5,
          baseDelayMs: 1000,
          maxDelayMs: 5000,
          log: quiet,
        });
        const waits: number[] = [];
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await outbox.runOnce())[0]).toMatchObject({ delivered: false, error: 'answered 503' });
          const [row] = await store.list();
          waits.push(row!.nextAttemptAt - clock);
          // Not due again before its time.
          clock = row!.nextAttemptAt - 1;
          expect(await outbox.runOnce()).toEqual([]);
          clock += 1;
        }
        expect(waits).toEqual([1000, 2000, 4000, 5000, 5000]);
        expect(sink.received).toHaveLength(5);
      } finally {
        await sink.close();
      }
    });

    it('spreads retries with jitter within ±20%', () => {
      const options = { baseDelayMs: 1000, maxDelayMs: 60_000 };
      expect(retryDelayMs(3, { ...options, random: () => 0 })).toBe(3200);
      expect(retryDelayMs(3, { ...options, random: () => 0.999999 })).toBe(4800);
    });

    it('records an unreachable webhook and delivers after a restart once it is back', async () => {
      const sink = await startSink({ status: 200, delayMs: 0 });
      const url = sink.url;
      await sink.close();
      const id = await store.add(amelia, clock);
      const before = createCallbackOutbox({ store, webhookUrl: url, now, random: () => 0.5, log: quiet });
      expect((await before.runOnce())[0]).toMatchObject({ delivered: false });
      expect((await store.list())[0]!.lastError).toMatch(/unreachable/);

      // A new process: nothing in memory, the row still in the database.
      const back = await startSink({ status: 200, delayMs: 0 });
      try {
        clock += 60_000;
        const after = createCallbackOutbox({ store, webhookUrl: back.url, now, log: quiet });
        expect(await after.runOnce()).toEqual([{ id, delivered: true }]);
        expect(back.received).toHaveLength(1);
      } finally {
        await back.close();
      }
    });

    it('never sends a row again while a slow delivery is in flight, and counts its late success', async () => {
      const sink = await startSink({ status: 200, delayMs: 400 });
      try {
        const id = await store.add(amelia, clock);
        const outbox = createCallbackOutbox({ store, webhookUrl: sink.url, now, log: quiet });
        const slow = outbox.runOnce();
        // Passes while the first delivery waits: by the same process and by another one.
        await vi.waitFor(() => expect(sink.received).toHaveLength(1));
        expect(await outbox.runOnce()).toEqual([]);
        const otherProcess = createCallbackOutbox({ store, webhookUrl: sink.url, now, log: quiet });
        clock += 60_000;
        expect(await otherProcess.runOnce()).toEqual([]);
        expect(await slow).toEqual([{ id, delivered: true }]);
        clock += 24 * 60 * 60_000;
        expect(await otherProcess.runOnce()).toEqual([]);
        expect(sink.received).toHaveLength(1);
      } finally {
        await sink.close();
      }
    });

    it('gives up waiting after the longest delivery allowed and tries again later', async () => {
      const sink = await startSink({ status: 200, delayMs: 1000 });
      try {
        await store.add(amelia, clock);
        const outbox = createCallbackOutbox({ store, webhookUrl: sink.url, now, maxDeliveryMs: 100, log: quiet });
        expect((await outbox.runOnce())[0]).toMatchObject({ delivered: false, error: 'no answer within 100 ms' });
      } finally {
        await sink.close();
      }
    });
  });
});
