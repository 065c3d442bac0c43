/**
 * Appointments and the cells they hold. A client makes a draft, adds services to it (each
 * holding its 30-minute cells, `held-cells.ts`), and books it; moving and cancelling are
 * compare-and-set writes (`appointment-changes.ts`). Every write that decides on what it
 * reads locks that first (`row-locks.ts`), so requests at once take turns per client and per
 * appointment on PostgreSQL as they do on SQLite:
 *
 * - a client has at most `maxDrafts` drafts under way and `maxUpcoming` booked appointments
 *   not yet started, counted with the client locked when a draft is made and when it is booked;
 * - an appointment has at most `maxServicesPerAppointment` services, and a cancelled one gets none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { createAppointmentChanges, type BeforeWrite } from './appointment-changes';
import { draftLifetimeMs, sweepDeadBookings } from './booking-sweep';
import { holdCells, SlotTaken } from './held-cells';
import { lockAppointment, lockClient } from './row-locks';
import { countAppointments } from './client-appointment-counts';

export type { AppointmentState, RacePoint, ServiceMove } from './appointment-changes';

/** Drafts one client may have under way at once. */
export const maxDrafts = 2;
/** Services in one appointment (the site books visits of at most five). */
export const maxServicesPerAppointment = 5;

export type BookingStoreOptions = {
  /** Booked appointments not yet started that one client may have. */
  maxUpcoming: number;
  /**
   * Tests only: awaited when a move or a change of state begins, before its transaction, so a
   * test can run another operation on the same appointment in between, on purpose.
   */
  beforeWrite?: BeforeWrite;
};

export type CapReason = 'too_many_drafts' | 'too_many_upcoming';

class Refused<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(reason);
  }
}

export function createBookingStore(db: Kysely<Database>, options: BookingStoreOptions) {
  const beforeWrite = options.beforeWrite ?? (async () => {});

  async function withServices<T extends { id: number }>(appointments: T[]) {
    if (appointments.length === 0) return [];
    const services = await db
      .selectFrom('booking_appointment_services')
      .selectAll()
      .where(
        'appointment_id',
        'in',
        appointments.map((appointment) => appointment.id),
      )
      .orderBy('starts_at')
      .execute();
    return appointments.map((appointment) => ({
      ...appointment,
      services: services.filter((service) => service.appointment_id === appointment.id),
    }));
  }

  return {
    ...createAppointmentChanges(db, beforeWrite),

    /**
     * A new draft for the client, unless they already have `maxDrafts` under way or
     * `maxUpcoming` booked appointments to come. Counted and made in one transaction with the
     * client locked, so requests at once cannot all pass the count.
     */
    async createDraft(input: {
      locationId: number;
      clientId: number;
      now: number;
    }): Promise<{ ok: true; id: number } | { ok: false; reason: CapReason }> {
      await sweepDeadBookings(db, input.now);
      return db.transaction().execute(async (trx) => {
        await lockClient(trx, input.clientId);
        const counts = await countAppointments(trx, input.clientId, input.now, draftLifetimeMs);
        if (counts.upcoming >= options.maxUpcoming) return { ok: false, reason: 'too_many_upcoming' };
        if (counts.drafts >= maxDrafts) return { ok: false, reason: 'too_many_drafts' };
        const row = await trx
          .insertInto('booking_appointments')
          .values({
            location_id: input.locationId,
            client_id: input.clientId,
            state: 'draft',
            comment: null,
            created_at: input.now,
            updated_at: input.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, id: row.id };
      });
    },

    async appointment(id: number) {
      const row = await db.selectFrom('booking_appointments').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await withServices([row]))[0]! : undefined;
    },

    async clientAppointments(clientId: number) {
      const rows = await db
        .selectFrom('booking_appointments')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('id', 'desc')
        .execute();
      return withServices(rows);
    },

    /**
     * Adds a service and holds its cells: refused if any cell is held already (`slot_taken`),
     * if the appointment was cancelled (or its draft swept) meanwhile, or if it has
     * `maxServicesPerAppointment` services already.
     */
    async addService(input: {
      appointmentId: number;
      serviceId: string;
      employeeId: string;
      start: number;
      end: number;
      cells: number[];
      price: number | null;
      now: number;
    }): Promise<{ ok: true; id: number } | { ok: false; reason: 'slot_taken' | 'canceled' | 'too_many_services' }> {
      await sweepDeadBookings(db, input.now);
      try {
        const id = await db.transaction().execute(async (trx) => {
          const appointment = await lockAppointment(trx, input.appointmentId);
          if (!appointment || appointment.state === 'canceled') throw new Refused('canceled');
          const services = await trx
            .selectFrom('booking_appointment_services')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('appointment_id', '=', input.appointmentId)
            .executeTakeFirstOrThrow();
          if (Number(services.count) >= maxServicesPerAppointment) throw new Refused('too_many_services');
          const service = await trx
            .insertInto('booking_appointment_services')
            .values({
              appointment_id: input.appointmentId,
              service_id: input.serviceId,
              employee_id: input.employeeId,
              starts_at: input.start,
              ends_at: input.end,
              price: input.price,
              quantity: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await holdCells(trx, [{ serviceRowId: service.id, employeeId: input.employeeId, cells: input.cells }]);
          return service.id;
        });
        return { ok: true, id };
      } catch (error) {
        if (error instanceof SlotTaken) return { ok: false, reason: 'slot_taken' };
        if (error instanceof Refused) return { ok: false, reason: error.reason as 'canceled' | 'too_many_services' };
        throw error;
      }
    },

    appointmentService: (id: number) =>
      db
        .selectFrom('booking_appointment_services as s')
        .innerJoin('booking_appointments as a', 'a.id', 's.appointment_id')
        .select(['s.id', 's.appointment_id', 's.starts_at', 'a.client_id', 'a.state'])
        .where('s.id', '=', id)
        .executeTakeFirst(),

    /** Removes a service from its appointment (its cells go with it), in turn with the appointment's other writes. */
    async removeService(id: number, appointmentId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockAppointment(trx, appointmentId);
        await trx.deleteFrom('booking_appointment_services').where('id', '=', id).execute();
      });
    },

    /**
     * Books a draft of the client's: refused if it was cancelled (or swept) meanwhile, has no
     * service, or the client has `maxUpcoming` booked appointments to come already. Booking a
     * booked appointment again changes nothing.
     */
    async book(
      id: number,
      clientId: number,
      now: number,
    ): Promise<{ ok: true } | { ok: false; reason: 'canceled' | 'no_services' | 'too_many_upcoming' }> {
      await beforeWrite('book', id);
      return db.transaction().execute(async (trx) => {
        await lockClient(trx, clientId);
        const appointment = await lockAppointment(trx, id);
        if (!appointment || appointment.state === 'canceled') return { ok: false, reason: 'canceled' };
        if (appointment.state === 'booked') return { ok: true };
        const services = await trx
          .selectFrom('booking_appointment_services')
          .select('id')
          .where('appointment_id', '=', id)
          .limit(1)
          .execute();
        if (services.length === 0) return { ok: false, reason: 'no_services' };
        const counts = await countAppointments(trx, clientId, now, draftLifetimeMs);
        if (counts.upcoming >= options.maxUpcoming) return { ok: false, reason: 'too_many_upcoming' };
        await trx
          .updateTable('booking_appointments')
          .set({ state: 'booked', updated_at: now })
          .where('id', '=', id)
          .execute();
        return { ok: true };
      });
    },

    /** Cells held by these employees between two instants, per employee. */
    async occupiedCells(employeeIds: string[], from: number, to: number): Promise<Map<string, Set<number>>> {
      const cells = new Map(employeeIds.map((id) => [id, new Set<number>()]));
      if (employeeIds.length === 0) return cells;
      const rows = await db
        .selectFrom('booking_occupied_slots')
        .select(['employee_id', 'slot_start'])
        .where('employee_id', 'in', employeeIds)
        .where('slot_start', '>=', from)
        .where('slot_start', '<', to)
        .execute();
      for (const row of rows) cells.get(row.employee_id)?.add(row.slot_start);
      return cells;
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;
