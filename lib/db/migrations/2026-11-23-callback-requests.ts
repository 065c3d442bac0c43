import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('callback_requests')
    .addColumn('id', t.serial, t.generatedKey)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.instant, (col) => col.notNull())
    .addColumn('claimed_until', t.instant)
    .addColumn('delivered_at', t.instant)
    .addColumn('last_error', 'text')
    .execute();
  // The outbox's question: which undelivered requests are due?
  await db.schema
    .createIndex('callback_requests_due')
    .on('callback_requests')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('callback_requests').execute();
}
