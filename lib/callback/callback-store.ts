/**
 * Where callback requests are kept: the site's database. The route handler saves a request
 * here before it answers; the outbox claims due ones for delivery under a lease, so that
 * two passes (or two processes on one data folder, or instances on one PostgreSQL) never
 * deliver the same row at once, and records each attempt. A lease that its instance never
 * gives back (the instance died) simply expires and the row is due again.
 */
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

export type StoredCallback = {
  id: number;
  name: string;
  phone: string;
  link: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  deliveredAt: number | null;
  lastError: string | null;
};

export type NewCallback = { name: string; phone: string; link: string };

export type CallbackStore = {
  /** Saves a request, due for delivery at once; resolves when it is on disk. */
  add(callback: NewCallback, now: number): Promise<number>;
  /** Takes up to `max` due, undelivered, unclaimed requests and leases them until `leaseUntil`. */
  claimDue(now: number, leaseUntil: number, max: number): Promise<StoredCallback[]>;
  markDelivered(id: number, now: number): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
  /** Every request, newest first. */
  list(): Promise<StoredCallback[]>;
};

type Row = Database['callback_requests'];

const toCallback = (row: Selectable<Row>): StoredCallback => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  link: row.link,
  createdAt: row.created_at,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  deliveredAt: row.delivered_at,
  lastError: row.last_error,
});

export function createCallbackStore(db: Kysely<Database>): CallbackStore {
  return {
    async add(callback, now) {
      const row = await db
        .insertInto('callback_requests')
        .values({ ...callback, created_at: now, next_attempt_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    claimDue(now, leaseUntil, max) {
      // SQLite: one write transaction, so choosing and leasing cannot interleave with another
      // claimer. PostgreSQL: the chosen rows are locked as they are read and rows another
      // claimer has locked are passed over (SKIP LOCKED), so concurrent claimers take disjoint
      // rows without waiting for each other; once committed, the lease keeps them apart.
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('callback_requests')
          .select('id')
          .where('delivered_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
          .orderBy('id', 'asc')
          .limit(max)
          .$if(isPostgres(trx), (query) => query.forUpdate().skipLocked())
          .execute();
        if (due.length === 0) return [];
        const rows = await trx
          .updateTable('callback_requests')
          .set({ claimed_until: leaseUntil })
          .where(
            'id',
            'in',
            due.map((row) => row.id),
          )
          .returningAll()
          .execute();
        return rows.map(toCallback).sort((a, b) => a.id - b.id);
      });
    },

    async markDelivered(id, now) {
      await db
        .updateTable('callback_requests')
        .set((eb) => ({ delivered_at: now, claimed_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id, error, nextAttemptAt) {
      await db
        .updateTable('callback_requests')
        .set((eb) => ({
          next_attempt_at: nextAttemptAt,
          claimed_until: null,
          last_error: error.slice(0, 500),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
    },

    async list() {
      const rows = await db.selectFrom('callback_requests').selectAll().orderBy('id', 'desc').execute();
      return rows.map(toCallback);
    },
  };
}
