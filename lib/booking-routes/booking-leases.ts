/**
 * Bookings under way on the site, per client, whatever booking system is behind it: a
 * booking takes a lease before it makes a draft and gives it back when it ends, booked or
 * not, so a client has at most `maxBookingsUnderWay` at once. Taken with the client's key
 * locked (SQLite's transaction is alone; PostgreSQL's waits for any other on this client),
 * in the site's database, which every instance shares. A lease whose booking never ended
 * (its process died) stops counting after `leaseMs` and is swept by the next lease taken.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isPostgres, serialiseOn } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

export const maxBookingsUnderWay = 2;
/**
 * Longer than a booking takes: a visit of five services makes a few dozen calls to the
 * booking system, each ended by its time-out. A booking that outlives it stops counting.
 */
export const leaseMs = 5 * 60 * 1000;
/** The most expired leases one sweep deletes, so it stays short beside live requests. */
const sweepBatch = 200;

export type BookingLease = {
  id: string;
  /** The client's other bookings under way when this one began. */
  others: number;
};

export function createBookingLeases(db: Kysely<Database>) {
  return {
    /** A lease for a booking of `clientId`'s, or null when they have `maxBookingsUnderWay` under way. */
    async take(clientId: string, now: number): Promise<BookingLease | null> {
      await db
        .deleteFrom('booking_leases')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('booking_leases')
            .select('id')
            .where('expires_at', '<=', now)
            .limit(sweepBatch)
            .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
        )
        .execute();
      return db.transaction().execute(async (trx) => {
        await serialiseOn(trx, `booking-lease:${clientId}`);
        const live = await trx
          .selectFrom('booking_leases')
          .select('id')
          .where('client_id', '=', clientId)
          .where('expires_at', '>', now)
          .execute();
        if (live.length >= maxBookingsUnderWay) return null;
        const id = randomUUID();
        await trx
          .insertInto('booking_leases')
          .values({ id, client_id: clientId, expires_at: now + leaseMs })
          .execute();
        return { id, others: live.length };
      });
    },

    async release(id: string): Promise<void> {
      await db.deleteFrom('booking_leases').where('id', '=', id).execute();
    },
  };
}

export type BookingLeases = ReturnType<typeof createBookingLeases>;
