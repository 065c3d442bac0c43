/**
 * The claim-and-record half of an outbox, shared by every kind of outgoing message (callback
 * requests, text messages): a table with the delivery columns `attempts`, `next_attempt_at`,
 * `claimed_until`, `delivered_at`, `last_error` (and `created_at`). Due rows are claimed
 * under a lease, so that two passes (or two processes on one data folder, or instances on
 * one PostgreSQL) never deliver the same row at once, and each attempt is recorded. A lease
 * that its instance never gives back (the instance died) simply expires and the row is due again.
 */
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

/** The tables that carry the delivery columns. */
export type OutboxTable = 'callback_requests' | 'booking_sms_outbox';

/** What the outbox needs to know of a row, whatever else it carries. */
export type OutboxItem = { id: number; attempts: number };

export type OutboxStore<Item extends OutboxItem> = {
  /** Takes up to `max` due, undelivered, unclaimed rows and leases them until `leaseUntil`. */
  claimDue(now: number, leaseUntil: number, max: number): Promise<Item[]>;
  markDelivered(id: number, now: number): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
  /** The rows still to deliver (undelivered and not past their freshness) and when the oldest was saved. */
  backlog(now: number): Promise<{ backlog: number; oldestCreatedAt: number | null }>;
};

type DeliveryColumns = {
  id: number;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  delivered_at: number | null;
  last_error: string | null;
};

/** Every outbox table seen through its delivery columns only, so one query serves them all. */
type DeliveryView = { [T in OutboxTable]: DeliveryColumns };

export function createOutboxStore<T extends OutboxTable, Item extends OutboxItem>(
  database: Kysely<Database>,
  options: {
    table: T;
    toItem: (row: Selectable<Database[T]>) => Item;
    /** Rows older than this are never claimed: what they say is no longer worth sending (an expired code). */
    freshForMs?: number;
  },
): OutboxStore<Item> {
  const db = database as unknown as Kysely<DeliveryView>;
  const table = options.table as OutboxTable;
  return {
    claimDue(now, leaseUntil, max) {
      // SQLite: one write transaction, so choosing and leasing cannot interleave with another
      // claimer. PostgreSQL: the chosen rows are locked as they are read and rows another
      // claimer has locked are passed over (SKIP LOCKED), so concurrent claimers take disjoint
      // rows without waiting for each other; once committed, the lease keeps them apart.
      return db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom(table)
          .select('id')
          .where('delivered_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
          .$if(options.freshForMs !== undefined, (query) => query.where('created_at', '>', now - options.freshForMs!))
          .orderBy('id', 'asc')
          .limit(max)
          .$if(isPostgres(trx), (query) => query.forUpdate().skipLocked())
          .execute();
        if (due.length === 0) return [];
        const rows = await trx
          .updateTable(table)
          .set({ claimed_until: leaseUntil })
          .where(
            'id',
            'in',
            due.map((row) => row.id),
          )
          .returningAll()
          .execute();
        return rows.map((row) => options.toItem(row as unknown as Selectable<Database[T]>)).sort((a, b) => a.id - b.id);
      });
    },

    async markDelivered(id, now) {
      await db
        .updateTable(table)
        .set((eb) => ({ delivered_at: now, claimed_until: null, last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async backlog(now) {
      const row = await db
        .selectFrom(table)
        .select((eb) => [eb.fn.countAll<string | number>().as('backlog'), eb.fn.min('created_at').as('oldest')])
        .where('delivered_at', 'is', null)
        .$if(options.freshForMs !== undefined, (query) => query.where('created_at', '>', now - options.freshForMs!))
        .executeTakeFirstOrThrow();
      return { backlog: Number(row.backlog), oldestCreatedAt: row.oldest === null ? null : Number(row.oldest) };
    },

    async markFailed(id, error, nextAttemptAt) {
      await db
        .updateTable(table)
        .set((eb) => ({
          next_attempt_at: nextAttemptAt,
          claimed_until: null,
          last_error: error.slice(0, 500),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}
