/**
 * Indexes for what the embedded booking backend counts and sweeps on every draft and every
 * code: drafts by age, cells by time (those a day past go), and a phone's codes of the last
 * day (counted with the phone locked, so the count must stay short).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('booking_appointments_state_created')
    .on('booking_appointments')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('booking_occupied_slots_start')
    .on('booking_occupied_slots')
    .column('slot_start')
    .execute();
  await db.schema
    .createIndex('booking_auth_codes_phone_created')
    .on('booking_auth_codes')
    .columns(['phone', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('booking_auth_codes_phone_created').execute();
  await db.schema.dropIndex('booking_occupied_slots_start').execute();
  await db.schema.dropIndex('booking_appointments_state_created').execute();
}
