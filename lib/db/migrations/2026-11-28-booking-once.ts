/**
 * A visit booked once (`lib/booking-routes/booking-leases.ts`): each lease on a booking under
 * way holds the time it books (`starts_at`, `ends_at`, Unix milliseconds), so two bookings of
 * one client's that overlap cannot both go ahead; and the booking page's review form's
 * one-time tokens, each with the appointment its first sending booked.
 */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('booking_leases').addColumn('starts_at', t.instant).execute();
  await db.schema.alterTable('booking_leases').addColumn('ends_at', t.instant).execute();
  await db.schema
    .createTable('booking_form_tokens')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('appointment_id', 'text')
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('booking_form_tokens_expiry').on('booking_form_tokens').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_form_tokens').execute();
  await db.schema.alterTable('booking_leases').dropColumn('ends_at').execute();
  await db.schema.alterTable('booking_leases').dropColumn('starts_at').execute();
}
