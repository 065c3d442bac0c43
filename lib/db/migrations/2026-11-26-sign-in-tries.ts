/**
 * Sign-in tries reserved before the booking system is asked, and sessions the site can end.
 *
 * - `auth_sign_ins.wrong_attempts` becomes `tries`: every code tried counts as it is sent on
 *   (a right one gives its try back), so codes sent at once cannot all pass a read of "fewer
 *   than five wrong".
 * - `auth_phone_tries`: one row per phone, the times of its last tries at its codes (a JSON
 *   list, at most ten within a day) and the end of its pause; `active_until` is when the row
 *   stops mattering, for the sweep.
 * - `auth_revoked_sessions`: sessions signed out, by the id the site gave the sign-in (carried
 *   in its cookies' tag), refused until its refresh token could have expired anyway.
 */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('auth_sign_ins').renameColumn('wrong_attempts', 'tries').execute();
  await db.schema
    .createTable('auth_phone_tries')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('tries', 'text', (c) => c.notNull())
    .addColumn('paused_until', t.instant, (c) => c.notNull())
    .addColumn('active_until', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_phone_tries_active').on('auth_phone_tries').column('active_until').execute();
  await db.schema
    .createTable('auth_revoked_sessions')
    .addColumn('session', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_revoked_sessions_expiry')
    .on('auth_revoked_sessions')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_revoked_sessions').execute();
  await db.schema.dropTable('auth_phone_tries').execute();
  await db.schema.alterTable('auth_sign_ins').renameColumn('tries', 'wrong_attempts').execute();
}
