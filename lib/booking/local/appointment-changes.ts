/**
 * Moving and cancelling an appointment, each a compare and set. The route reads the
 * appointment and judges the request on what it read (whose it is, its cancellation window,
 * the new times); the write then goes ahead only if the appointment is still in the state and
 * at the revision read, in the same transaction that moves or frees its cells. So a cancel
 * landing between a move's read and its write leaves the move nothing to move (a cancelled
 * appointment never holds time), and of two moves at once exactly one goes through. On
 * PostgreSQL the conditional update locks the row: a second writer waits for the first to
 * commit, then finds the row changed and updates nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { holdCells, releaseCells, SlotTaken } from './held-cells';
import { lockClient } from './row-locks';

export type AppointmentState = 'draft' | 'booked' | 'canceled';

/** The writes that act on an appointment read a moment before (by the route): where another may overtake them. */
export type RacePoint = 'move' | 'cancel' | 'book';
export type BeforeWrite = (point: RacePoint, appointmentId: number) => Promise<void>;

/** The appointment as the route read it. */
export type ReadAppointment = { id: number; client_id: number; state: AppointmentState; revision: number };

/** One service of an appointment at its new time. */
export type ServiceMove = { id: number; employeeId: string; start: number; end: number; cells: number[] };

/** How many cancelled appointments a client keeps (the latest); older ones go when another is cancelled. */
export const keptCancelled = 20;

class AppointmentChanged extends Error {}

/** Deletes the client's cancelled appointments but the `keptCancelled` latest. */
async function trimCancelled(trx: Transaction<Database>, clientId: number) {
  const cancelled = () =>
    trx.selectFrom('booking_appointments').where('client_id', '=', clientId).where('state', '=', 'canceled');
  await trx
    .deleteFrom('booking_appointments')
    .where('client_id', '=', clientId)
    .where('state', '=', 'canceled')
    .where(
      'id',
      'not in',
      cancelled().select('id').orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(keptCancelled),
    )
    .execute();
}

export function createAppointmentChanges(db: Kysely<Database>, beforeWrite: BeforeWrite) {
  return {
    /**
     * Moves the booked appointment's services to new times (and masters) at once: the old
     * cells are released and the new ones taken in one transaction, so it is never without a
     * time nor holding two; a new cell held by anyone else rolls it all back (`slot_taken`),
     * and an appointment no longer booked at the revision read is left alone (`changed`).
     */
    async moveServices(
      read: ReadAppointment,
      moves: ServiceMove[],
      now: number,
    ): Promise<{ ok: true } | { ok: false; reason: 'slot_taken' | 'changed' }> {
      await beforeWrite('move', read.id);
      try {
        await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable('booking_appointments')
            .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
            .where('id', '=', read.id)
            .where('state', '=', 'booked')
            .where('revision', '=', read.revision)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw new AppointmentChanged();
          const ids = moves.map((move) => move.id);
          await trx.deleteFrom('booking_occupied_slots').where('appointment_service_id', 'in', ids).execute();
          for (const move of moves) {
            await trx
              .updateTable('booking_appointment_services')
              .set({ employee_id: move.employeeId, starts_at: move.start, ends_at: move.end })
              .where('id', '=', move.id)
              .where('appointment_id', '=', read.id)
              .execute();
          }
          await holdCells(
            trx,
            moves.map((move) => ({ serviceRowId: move.id, employeeId: move.employeeId, cells: move.cells })),
          );
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof AppointmentChanged) return { ok: false, reason: 'changed' };
        if (error instanceof SlotTaken) return { ok: false, reason: 'slot_taken' };
        throw error;
      }
    },

    /**
     * Cancels the appointment if it is still in the state and at the revision read, freeing
     * every cell it holds in the same transaction. A draft, never booked, goes altogether; of
     * a client's cancelled bookings the latest `keptCancelled` are kept.
     */
    async cancel(read: ReadAppointment, now: number): Promise<{ ok: true } | { ok: false; reason: 'changed' }> {
      await beforeWrite('cancel', read.id);
      return db.transaction().execute(async (trx) => {
        await lockClient(trx, read.client_id);
        const claimed = await trx
          .updateTable('booking_appointments')
          .set({ state: 'canceled', updated_at: now })
          .where('id', '=', read.id)
          .where('state', '=', read.state)
          .where('revision', '=', read.revision)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: 'changed' };
        await releaseCells(trx, read.id);
        if (read.state === 'draft') await trx.deleteFrom('booking_appointments').where('id', '=', read.id).execute();
        else await trimCancelled(trx, read.client_id);
        return { ok: true };
      });
    },
  };
}
