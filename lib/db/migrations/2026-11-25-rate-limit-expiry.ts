/**
 * When each rate-limit hit stops counting, so hits of keys never seen again (an address that
 * came once) can be swept instead of kept for ever. Rows already there get the longest window
 * in use when this was written (a day), which is never earlier than their real end.
 */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

const dayMs = 24 * 60 * 60 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('rate_limit_hits')
    .addColumn('expires_at', t.instant, (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('rate_limit_hits')
    .set({ expires_at: sql`at + ${sql.lit(dayMs)}` })
    .execute();
  // The sweep's question: which hits have stopped counting?
  await db.schema.createIndex('rate_limit_hits_expires_at').on('rate_limit_hits').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rate_limit_hits_expires_at').execute();
  await db.schema.alterTable('rate_limit_hits').dropColumn('expires_at').execute();
}
