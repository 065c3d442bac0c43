/**
 * The callback store's lease on both engines: concurrent claimers never take the same row
 * (on PostgreSQL without waiting for each other: SKIP LOCKED), and the lease of an instance
 * that died runs out, so its rows are claimed again.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createCallbackStore, type CallbackStore } from './callback-store';

const start = Date.UTC(2026, 10, 23, 10);
const lease = 90_000;
const request = (n: number) => ({ name: `Visitor ${n}`, phone: '+442079460958', link: 'http://localhost:3000/' });

describe.each(databaseEngines)('the callback store on %s', (engine) => {
  let db: Kysely<Database>;
  let store: CallbackStore;

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    store = createCallbackStore(db);
  });
  afterEach(() => db.destroy());

  it('hands each due row to exactly one of many concurrent claimers', async () => {
    for (let n = 0; n < 30; n += 1) await store.add(request(n), start);
    // The pool's connections open first, so the claimers run side by side.
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    const claims = await Promise.all(Array.from({ length: 10 }, () => store.claimDue(start, start + lease, 5)));
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
    expect(await store.claimDue(start, start + lease, 50)).toEqual([]);
  });

  it('counts what is still to deliver, claimed or not, and when the oldest of it was saved', async () => {
    expect(await store.backlog(start)).toEqual({ backlog: 0, oldestCreatedAt: null });
    const first = await store.add(request(1), start);
    await store.add(request(2), start + 1000);
    await store.add(request(3), start + 2000);
    await store.claimDue(start + 2000, start + lease, 2);
    expect(await store.backlog(start + 5000)).toEqual({ backlog: 3, oldestCreatedAt: start });
    await store.markDelivered(first, start + 5000);
    expect(await store.backlog(start + 5000)).toEqual({ backlog: 2, oldestCreatedAt: start + 1000 });
  });

  it('gives a row whose lease ran out (its instance died mid-delivery) to the next claimer', async () => {
    const id = await store.add(request(1), start);
    expect((await store.claimDue(start, start + lease, 10)).map((row) => row.id)).toEqual([id]);
    expect(await store.claimDue(start + lease - 1, start + 2 * lease, 10)).toEqual([]);
    expect((await store.claimDue(start + lease, start + 2 * lease, 10)).map((row) => row.id)).toEqual([id]);
  });

  it.runIf(engine === 'postgres')('passes over a row another claimer holds, without waiting for it', async () => {
    const first = await store.add(request(1), start);
    const second = await store.add(request(2), start);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another instance in the middle of its claim: the first row locked, not yet leased.
    const other = db.transaction().execute(async (trx) => {
      await sql`select id from callback_requests where id = ${first} for update`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    try {
      let answered = false;
      const claim = store.claimDue(start, start + lease, 10).then((rows) => {
        answered = true;
        return rows.map((row) => row.id);
      });
      // A claim that waited for the held row would show in PostgreSQL as a query waiting on a
      // lock, and the claim would not answer until the other transaction ends.
      const waiting = (async () => {
        while (!answered) {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
          if (rows[0]!.waiting > 0) return 'waited for the held row' as const;
        }
        return null;
      })();
      expect(await Promise.race([claim, waiting])).toEqual([second]);
      expect(await waiting).toBeNull();
    } finally {
      release();
      await other;
    }
  });
});
