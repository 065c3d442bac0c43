/**
 * Refresh tokens that can be revoked and whose reuse is seen. The embedded backend's tokens
 * get a family (every token issued by refreshing one sign-in's tokens shares it) and keep a
 * spent refresh token until it expires, marked `spent_at`, so a second use of it is
 * recognised and ends the whole family; tokens from before this migration are each a family
 * of their own. The site records refresh tokens it has revoked (at sign-out) and the last
 * rotation of each token for a few seconds (`auth_refresh_tokens`), by hash only.
 */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('booking_tokens').addColumn('family', 'text').execute();
  await db.schema.alterTable('booking_tokens').addColumn('spent_at', t.instant).execute();
  await db
    .updateTable('booking_tokens')
    .set({ family: sql`hash` })
    .where('family', 'is', null)
    .execute();
  await db.schema.createIndex('booking_tokens_family').on('booking_tokens').column('family').execute();

  await db.schema
    .createTable('auth_refresh_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('next_hash', 'text')
    .addColumn('next_tokens', 'text')
    .addColumn('at', t.instant, (c) => c.notNull())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_refresh_tokens_next').on('auth_refresh_tokens').column('next_hash').execute();
  await db.schema.createIndex('auth_refresh_tokens_expiry').on('auth_refresh_tokens').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_refresh_tokens').execute();
  await db.schema.dropIndex('booking_tokens_family').execute();
  await db.schema.alterTable('booking_tokens').dropColumn('spent_at').execute();
  await db.schema.alterTable('booking_tokens').dropColumn('family').execute();
}
