/**
 * Appointments and the cells they hold. A service is added to an appointment in one
 * transaction that also inserts one row per 30-minute cell into a table whose primary key
 * is (employee, cell start): of two requests for the same master and time, the database
 * lets exactly one commit, whatever their timing. Cancelling frees the cells. Moving an
 * appointment releases its old cells and takes the new ones in one transaction: if any new
 * cell is held by someone else, nothing changes and the old time stays booked.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export type AppointmentState = 'draft' | 'booked' | 'canceled';

/** One service of an appointment at its new time. */
export type ServiceMove = { id: number; employeeId: string; start: number; end: number; cells: number[] };

class SlotTaken extends Error {}

/** A primary-key or unique violation, as SQLite and PostgreSQL (SQLSTATE 23505) name it. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  /^(SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)|23505)$/.test(String(error.code));

export function createBookingStore(db: Kysely<Database>) {
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
    async createAppointment(input: { locationId: number; clientId: number; now: number }): Promise<number> {
      const row = await db
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
      return row.id;
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

    /** Adds a service and holds its cells, or answers `slot_taken` if any cell is held already. */
    async addService(input: {
      appointmentId: number;
      serviceId: string;
      employeeId: string;
      start: number;
      end: number;
      cells: number[];
      price: number | null;
    }): Promise<{ ok: true; id: number } | { ok: false; reason: 'slot_taken' }> {
      try {
        const id = await db.transaction().execute(async (trx) => {
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
          try {
            await trx
              .insertInto('booking_occupied_slots')
              .values(
                input.cells.map((cell) => ({
                  employee_id: input.employeeId,
                  slot_start: cell,
                  appointment_service_id: service.id,
                })),
              )
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw new SlotTaken();
            throw error;
          }
          return service.id;
        });
        return { ok: true, id };
      } catch (error) {
        if (error instanceof SlotTaken) return { ok: false, reason: 'slot_taken' };
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

    /** Removes a service from its appointment; its cells go with it. */
    async removeService(id: number): Promise<void> {
      await db.deleteFrom('booking_appointment_services').where('id', '=', id).execute();
    },

    /** Changes an appointment's state; a cancelled one lets go of its cells. */
    async setState(id: number, state: AppointmentState, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('booking_appointments').set({ state, updated_at: now }).where('id', '=', id).execute();
        if (state === 'canceled') {
          await trx
            .deleteFrom('booking_occupied_slots')
            .where(
              'appointment_service_id',
              'in',
              trx.selectFrom('booking_appointment_services').select('id').where('appointment_id', '=', id),
            )
            .execute();
        }
      });
    },

    /**
     * Moves an appointment's services to new times (and masters) at once: the old cells are
     * released and the new ones taken in one transaction, so the appointment is never without
     * a time nor holding two; a new cell held by anyone else rolls it all back.
     */
    async moveServices(
      appointmentId: number,
      moves: ServiceMove[],
      now: number,
    ): Promise<{ ok: true } | { ok: false; reason: 'slot_taken' }> {
      try {
        await db.transaction().execute(async (trx) => {
          const ids = moves.map((move) => move.id);
          await trx.deleteFrom('booking_occupied_slots').where('appointment_service_id', 'in', ids).execute();
          for (const move of moves) {
            await trx
              .updateTable('booking_appointment_services')
              .set({ employee_id: move.employeeId, starts_at: move.start, ends_at: move.end })
              .where('id', '=', move.id)
              .where('appointment_id', '=', appointmentId)
              .execute();
          }
          try {
            await trx
              .insertInto('booking_occupied_slots')
              .values(
                moves.flatMap((move) =>
                  move.cells.map((cell) => ({
                    employee_id: move.employeeId,
                    slot_start: cell,
                    appointment_service_id: move.id,
                  })),
                ),
              )
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) throw new SlotTaken();
            throw error;
          }
          await trx
            .updateTable('booking_appointments')
            .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now }))
            .where('id', '=', appointmentId)
            .execute();
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof SlotTaken) return { ok: false, reason: 'slot_taken' };
        throw error;
      }
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

    /** Drafts never booked within `maxAgeMs` give their cells back (a visitor who left half-way). */
    async releaseStaleDrafts(now: number, maxAgeMs: number): Promise<void> {
      await db
        .deleteFrom('booking_appointments')
        .where('state', '=', 'draft')
        .where('created_at', '<', now - maxAgeMs)
        .execute();
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;
