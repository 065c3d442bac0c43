/**
 * The site's leases on bookings under way, on both engines: of many taken at once for one
 * client two are given, a released or lapsed one frees its place, and lapsed ones are swept.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createBookingLeases, leaseMs, maxBookingsUnderWay } from './booking-leases';

const now = Date.parse('2026-01-05T08:00:00Z');

describe.each(databaseEngines)('booking leases on %s', { timeout: 30_000 }, (engine) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
  });
  afterEach(() => db.destroy());

  it(`gives ${maxBookingsUnderWay} of ten leases taken at once for one client, and others their own`, async () => {
    const leases = createBookingLeases(db);
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    const taken = await Promise.all(Array.from({ length: 10 }, () => leases.take('7', now)));
    const given = taken.filter((lease) => lease !== null);
    expect(given).toHaveLength(maxBookingsUnderWay);
    expect(given.map((lease) => lease.others).sort()).toEqual([0, 1]);
    expect(await leases.take('8', now)).toMatchObject({ others: 0 });

    await leases.release(given[0]!.id);
    expect(await leases.take('7', now)).toMatchObject({ others: 1 });
    expect(await leases.take('7', now)).toBeNull();
  });

  it('stops counting a lease whose booking never ended once it lapses, and sweeps it', async () => {
    const leases = createBookingLeases(db);
    for (const client of ['1', '2', '3']) await leases.take(client, now);
    await leases.take('1', now);
    expect(await leases.take('1', now + leaseMs - 1)).toBeNull();
    expect(await leases.take('1', now + leaseMs)).toMatchObject({ others: 0 });
    const left = await db.selectFrom('booking_leases').select(['client_id', 'expires_at']).execute();
    expect(left).toEqual([{ client_id: '1', expires_at: now + 2 * leaseMs }]);
  });
});
