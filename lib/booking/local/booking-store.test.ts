/**
 * The embedded backend's double-booking guard on both engines: of many requests for one
 * master's same cells at once, each on its own connection, exactly one is booked.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createBookingStore } from './booking-store';
import { createClientStore } from './client-store';

const now = Date.UTC(2026, 0, 5, 8);
const start = Date.UTC(2026, 0, 13, 11);
const halfHour = 30 * 60_000;

/** A new draft of the client's. */
async function draftOf(bookings: ReturnType<typeof createBookingStore>, clientId: number) {
  const draft = await bookings.createDraft({ locationId: 500, clientId, now });
  if (!draft.ok) throw new Error(draft.reason);
  return draft.id;
}

describe.each(databaseEngines)('the booking store on %s', (engine) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
  });
  afterEach(() => db.destroy());

  it('books exactly one of ten concurrent requests for the same master and time', async () => {
    const bookings = createBookingStore(db, { maxUpcoming: 6 });
    const appointments: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const client = await createClientStore(db).register(
        {
          phone: `+4477009001${String(n).padStart(2, '0')}`,
          firstname: 'A',
          lastname: 'B',
          email: null,
          gender: 'Female',
        },
        now,
      );
      appointments.push(await draftOf(bookings, client.id));
    }
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    const results = await Promise.all(
      appointments.map((appointmentId, n) =>
        bookings.addService({
          appointmentId,
          serviceId: '1008',
          employeeId: '40012',
          // Every other request starts half an hour later: it still overlaps the earlier ones by a cell.
          start: start + (n % 2) * halfHour,
          end: start + (n % 2) * halfHour + 2 * halfHour,
          cells: [start + (n % 2) * halfHour, start + (n % 2) * halfHour + halfHour],
          price: 85.5,
          now,
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array(9).fill({ ok: false, reason: 'slot_taken' }));
    // Only the winner's rows remain: the losers' services were rolled back with their cells.
    expect(await db.selectFrom('booking_appointment_services').select('price').execute()).toEqual([{ price: 85.5 }]);
    expect(await db.selectFrom('booking_occupied_slots').select('slot_start').execute()).toHaveLength(2);
  });

  async function appointmentAt(bookings: ReturnType<typeof createBookingStore>, phone: string, at: number) {
    const client = await createClientStore(db).register(
      { phone, firstname: 'A', lastname: 'B', email: null, gender: 'Female' },
      now,
    );
    const appointmentId = await draftOf(bookings, client.id);
    const added = await bookings.addService({
      appointmentId,
      serviceId: '1008',
      employeeId: '40012',
      start: at,
      end: at + 2 * halfHour,
      cells: [at, at + halfHour],
      price: 85.5,
      now,
    });
    if (!added.ok) throw new Error('the first booking failed');
    const booked = await bookings.book(appointmentId, client.id, now);
    if (!booked.ok) throw new Error('booking failed');
    return { appointmentId, serviceRowId: added.id, read: (await bookings.appointment(appointmentId))! };
  }
  const moveTo = (serviceRowId: number, at: number) => ({
    id: serviceRowId,
    employeeId: '40012',
    start: at,
    end: at + 2 * halfHour,
    cells: [at, at + halfHour],
  });
  const cellsOfRow = async (serviceRowId: number) =>
    (
      await db
        .selectFrom('booking_occupied_slots')
        .select('slot_start')
        .where('appointment_service_id', '=', serviceRowId)
        .orderBy('slot_start')
        .execute()
    ).map((row) => row.slot_start);
  const revisionOf = async (id: number) =>
    (await db.selectFrom('booking_appointments').select('revision').where('id', '=', id).executeTakeFirstOrThrow())
      .revision;

  it('moves an appointment: the new cells taken, the old released, the revision one higher', async () => {
    const bookings = createBookingStore(db, { maxUpcoming: 6 });
    const mine = await appointmentAt(bookings, '+447700900201', start);
    // Half an hour later overlaps its own old cell: released and taken again in the same transaction.
    expect(await bookings.moveServices(mine.read, [moveTo(mine.serviceRowId, start + halfHour)], now)).toEqual({
      ok: true,
    });
    expect(await cellsOfRow(mine.serviceRowId)).toEqual([start + halfHour, start + 2 * halfHour]);
    expect(Number(await revisionOf(mine.appointmentId))).toBe(1);
  });

  it('keeps the old time when a new cell is held by someone else', async () => {
    const bookings = createBookingStore(db, { maxUpcoming: 6 });
    const mine = await appointmentAt(bookings, '+447700900202', start);
    await appointmentAt(bookings, '+447700900203', start + 6 * halfHour);
    expect(await bookings.moveServices(mine.read, [moveTo(mine.serviceRowId, start + 5 * halfHour)], now)).toEqual({
      ok: false,
      reason: 'slot_taken',
    });
    expect(await cellsOfRow(mine.serviceRowId)).toEqual([start, start + halfHour]);
    const row = await bookings.appointment(mine.appointmentId);
    expect(row?.services[0]?.starts_at).toBe(start);
    expect(Number(await revisionOf(mine.appointmentId))).toBe(0);
  });

  it('lets exactly one of a move and a new booking racing for the same time through', async () => {
    const bookings = createBookingStore(db, { maxUpcoming: 6 });
    for (let round = 0; round < 5; round += 1) {
      const target = start + (10 + round * 4) * halfHour;
      const mine = await appointmentAt(bookings, `+44770090030${round}`, start - (round + 1) * 4 * halfHour);
      const client = await createClientStore(db).register(
        { phone: `+44770090040${round}`, firstname: 'C', lastname: 'D', email: null, gender: 'Female' },
        now,
      );
      const other = await draftOf(bookings, client.id);
      const oldCells = await cellsOfRow(mine.serviceRowId);
      const [moved, booked] = await Promise.all([
        bookings.moveServices(mine.read, [moveTo(mine.serviceRowId, target)], now),
        bookings.addService({
          appointmentId: other,
          serviceId: '1008',
          employeeId: '40012',
          start: target,
          end: target + 2 * halfHour,
          cells: [target, target + halfHour],
          price: null,
          now,
        }),
      ]);
      expect([moved.ok, booked.ok].filter(Boolean)).toHaveLength(1);
      // Whoever lost, the moving appointment holds exactly one time: the new one if it won, else the old.
      expect(await cellsOfRow(mine.serviceRowId)).toEqual(moved.ok ? [target, target + halfHour] : oldCells);
    }
  });
});
