/** The site's leases on bookings under way, at most two per client (`lib/booking-routes/booking-leases.ts`). */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('booking_leases')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('booking_leases_client').on('booking_leases').column('client_id').execute();
  await db.schema.createIndex('booking_leases_expiry').on('booking_leases').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_leases').execute();
}
