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

describe.each(databaseEngines)('the booking store on %s', (engine) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
  });
  afterEach(() => db.destroy());

  it('books exactly one of ten concurrent requests for the same master and time', async () => {
    const bookings = createBookingStore(db);
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
      appointments.push(await bookings.createAppointment({ locationId: 500, clientId: client.id, now }));
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
        }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array(9).fill({ ok: false, reason: 'slot_taken' }));
    // Only the winner's rows remain: the losers' services were rolled back with their cells.
    expect(await db.selectFrom('booking_appointment_services').select('price').execute()).toEqual([{ price: 85.5 }]);
    expect(await db.selectFrom('booking_occupied_slots').select('slot_start').execute()).toHaveLength(2);
  });
});
