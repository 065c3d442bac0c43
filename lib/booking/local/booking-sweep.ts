/**
 * What the embedded backend's booking tables let go of, so that what visitors add is bounded
 * in time as well as per client: a draft not booked within its lifetime (a visitor who left
 * half-way) goes with its services and cells, and a cell a day after it has passed goes (no
 * one can book the past; the appointment keeps its times). Drafts are taken in batches that
 * skip rows another transaction holds on PostgreSQL, so the sweep never waits behind a
 * booking nor deadlocks with another sweep.
 */
import type { Kysely } from 'kysely';
import { isPostgres } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

/** How long a draft appointment holds its cells without being booked. */
export const draftLifetimeMs = 15 * 60 * 1000;
/** How long a cell is kept after it began. */
export const pastCellMs = 24 * 60 * 60 * 1000;
/** The most rows one statement deletes, so a sweep stays short beside live requests. */
const batch = 500;

export async function sweepDeadBookings(db: Kysely<Database>, now: number): Promise<void> {
  const skipLocked = isPostgres(db);
  await db
    .deleteFrom('booking_appointments')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('booking_appointments')
        .select('id')
        .where('state', '=', 'draft')
        .where('created_at', '<', now - draftLifetimeMs)
        .limit(batch)
        .$if(skipLocked, (query) => query.forUpdate().skipLocked()),
    )
    .execute();
  // No write touches a cell that long past (a past time is neither booked, moved nor cancelled).
  await db
    .deleteFrom('booking_occupied_slots')
    .where('slot_start', '<', now - pastCellMs)
    .execute();
}
