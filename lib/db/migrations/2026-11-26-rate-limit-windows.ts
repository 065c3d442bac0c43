/**
 * Rate limits counted in one row per key (and window length), by one statement that counts
 * and answers, instead of one row per hit behind a lock: a flood of refused requests then
 * holds no connection waiting for another. Hits still counting when this runs are carried
 * over (a hit's window length is `expires_at - at`), so a deploy does not hand every phone
 * and address a fresh allowance: each key's window ends when its oldest live hit would have
 * left the old sliding window.
 */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_ms', t.instant, (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', t.instant, (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_windows_pkey', ['key', 'window_ms'])
    .execute();
  // The sweep's question: which windows have ended?
  await db.schema.createIndex('rate_limit_windows_resets_at').on('rate_limit_windows').column('resets_at').execute();
  const now = Date.now();
  await sql`
    insert into rate_limit_windows (key, window_ms, hits, resets_at)
    select key, expires_at - at, count(*), min(expires_at) from rate_limit_hits
    where expires_at > ${now}
    group by key, expires_at - at`.execute(db);
  await db.schema.dropTable('rate_limit_hits').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', t.serial, t.generatedKey)
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('rate_limit_hits_key_at').on('rate_limit_hits').columns(['key', 'at']).execute();
  await db.schema.createIndex('rate_limit_hits_expires_at').on('rate_limit_hits').column('expires_at').execute();
  await db.schema.dropTable('rate_limit_windows').execute();
}
