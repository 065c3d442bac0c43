/**
 * Bookings under way on the site, per client, whatever booking system is behind it: a
 * booking takes a lease before it makes a draft and gives it back when it ends, booked or
 * not, so a client has at most `maxBookingsUnderWay` at once. Taken with the client's key
 * locked (SQLite's transaction is alone; PostgreSQL's waits for any other on this client),
 * in the site's database, which every instance shares. A lease whose booking never ended
 * (its process died) stops counting after `leaseMs` and is swept by the next lease taken.
 *
 * A visit is booked once: a lease, before its booking looks at the client's appointments,
 * claims the time it books, with the client's key locked again; a claim that overlaps the time
 * another lease of the client's has claimed is refused. So of two overlapping bookings sent at
 * once one goes ahead, and the other either is refused here or, taken after the first ended,
 * finds the first's appointment among the client's own.
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

    /**
     * Claims `[start, end)` (Unix milliseconds) for lease `id` of `clientId`'s: false when
     * another live lease of the client's has claimed a time that overlaps it.
     */
    async claim(id: string, clientId: string, span: { start: number; end: number }, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await serialiseOn(trx, `booking-lease:${clientId}`);
        const overlapping = await trx
          .selectFrom('booking_leases')
          .select('id')
          .where('client_id', '=', clientId)
          .where('id', '!=', id)
          .where('expires_at', '>', now)
          .where('starts_at', '<', span.end)
          .where('ends_at', '>', span.start)
          .executeTakeFirst();
        if (overlapping) return false;
        await trx
          .updateTable('booking_leases')
          .set({ starts_at: span.start, ends_at: span.end })
          .where('id', '=', id)
          .execute();
        return true;
      });
    },

    async release(id: string): Promise<void> {
      await db.deleteFrom('booking_leases').where('id', '=', id).execute();
    },
  };
}

export type BookingLeases = ReturnType<typeof createBookingLeases>;

/** How long a review form's one-time token is remembered: longer than a visitor keeps the page open and sends it again. */
export const formTokenMs = 24 * 60 * 60 * 1000;
/** How often a resent form looks whether its first sending has booked yet. */
const formTokenPollMs = 250;

/** What a review form's one-time token says when the form is sent. */
export type FormTokenUse =
  /** The first sending: it books, and settles the token with what it booked. */
  | { first: true }
  /** Sent again after a first sending that booked: that appointment. */
  | { first: false; appointmentId: string }
  /** Sent again while the first sending is still under way after `wait` had passed. */
  | { first: false; appointmentId: null };

/**
 * The booking page's review forms' one-time tokens, in the site's database: the first sending
 * of a form books; a form sent again (a double click, a resubmission) books nothing and
 * answers with the first's appointment, waiting for it while the first is under way. A first
 * sending that booked nothing gives its token up, so the form can be tried again.
 */
export function createBookingFormTokens(db: Kysely<Database>) {
  const settled = async (token: string) =>
    db.selectFrom('booking_form_tokens').select('appointment_id').where('token', '=', token).executeTakeFirst();

  async function redeem(token: string, now: number, waitMs = leaseMs): Promise<FormTokenUse> {
    await db
      .deleteFrom('booking_form_tokens')
      .where('token', 'in', (eb) =>
        eb
          .selectFrom('booking_form_tokens')
          .select('token')
          .where('expires_at', '<=', now)
          .limit(sweepBatch)
          .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
      )
      .execute();
    const inserted = await db
      .insertInto('booking_form_tokens')
      .values({ token, appointment_id: null, expires_at: now + formTokenMs })
      .onConflict((conflict) => conflict.column('token').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { first: true };
    // Sent again: the first sending's appointment, once it has one; its token given up, this one books.
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await settled(token);
      if (!row) return redeem(token, now, Math.max(0, deadline - Date.now()));
      if (row.appointment_id !== null) return { first: false, appointmentId: row.appointment_id };
      if (Date.now() >= deadline) return { first: false, appointmentId: null };
      await new Promise((resolve) => setTimeout(resolve, formTokenPollMs));
    }
  }

  return {
    redeem,

    /** Ends the first sending: the appointment it booked, or null to give the token up. */
    async settle(token: string, appointmentId: string | null): Promise<void> {
      if (appointmentId === null) await db.deleteFrom('booking_form_tokens').where('token', '=', token).execute();
      else
        await db
          .updateTable('booking_form_tokens')
          .set({ appointment_id: appointmentId })
          .where('token', '=', token)
          .execute();
    },
  };
}

export type BookingFormTokens = ReturnType<typeof createBookingFormTokens>;
