/**
 * Where callback requests are kept: the site's database. The route handler saves a request
 * here before it answers; the outbox claims due ones for delivery under a lease and records
 * each attempt (`lib/outbox/outbox-store.ts`, shared with the text messages).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/outbox-store';

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

export type CallbackStore = OutboxStore<StoredCallback> & {
  /** Saves a request, due for delivery at once; resolves when it is on disk. */
  add(callback: NewCallback, now: number): Promise<number>;
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
    ...createOutboxStore(db, { table: 'callback_requests', toItem: toCallback }),

    async add(callback, now) {
      const row = await db
        .insertInto('callback_requests')
        .values({ ...callback, created_at: now, next_attempt_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async list() {
      const rows = await db.selectFrom('callback_requests').selectAll().orderBy('id', 'desc').execute();
      return rows.map(toCallback);
    },
  };
}
