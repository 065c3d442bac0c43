/**
 * An appointment's revision in the embedded booking backend: 0 when booked, one more with
 * each move. The calendar file's SEQUENCE is this number, so a calendar that imports the
 * file again replaces the event rather than adding a second one.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_appointments')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_appointments').dropColumn('revision').execute();
}
