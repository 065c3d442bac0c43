/**
 * Delivery columns for the text-message outbox, the same as `callback_requests` has, so the
 * shared outbox can deliver text messages to an SMS gateway's webhook. Existing and new rows
 * are due at once (`next_attempt_at` 0); the outbox passes over those whose code has expired.
 */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable('booking_sms_outbox')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('booking_sms_outbox')
    .addColumn('next_attempt_at', t.instant, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('booking_sms_outbox').addColumn('claimed_until', t.instant).execute();
  await db.schema.alterTable('booking_sms_outbox').addColumn('delivered_at', t.instant).execute();
  await db.schema.alterTable('booking_sms_outbox').addColumn('last_error', 'text').execute();
  // The outbox's question: which undelivered messages are due?
  await db.schema
    .createIndex('booking_sms_outbox_due')
    .on('booking_sms_outbox')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_sms_outbox_due').execute();
  for (const column of ['last_error', 'delivered_at', 'claimed_until', 'next_attempt_at', 'attempts'])
    await db.schema.alterTable('booking_sms_outbox').dropColumn(column).execute();
}
