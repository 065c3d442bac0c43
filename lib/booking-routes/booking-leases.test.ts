/**
 * The site's leases on bookings under way, on both engines: of many taken at once for one
 * client two are given, a released or lapsed one frees its place, and lapsed ones are swept.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createBookingFormTokens, createBookingLeases, leaseMs, maxBookingsUnderWay } from './booking-leases';

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

  it('refuses a claim on a time overlapping another live lease of the client’s, and frees it on release', async () => {
    const leases = createBookingLeases(db);
    const first = (await leases.take('7', now))!;
    const second = (await leases.take('7', now))!;
    const ten = Date.parse('2026-01-13T10:00:00Z');
    const hour = 3_600_000;
    const spans = [
      { start: ten, end: ten + hour },
      { start: ten + hour / 2, end: ten + 2 * hour },
    ];
    const claims = await Promise.all([
      leases.claim(first.id, '7', spans[0]!, now),
      leases.claim(second.id, '7', spans[1]!, now),
    ]);
    expect([...claims].sort()).toEqual([false, true]);
    // Back to back with the one claimed is no overlap; another client's time is theirs.
    const [winner, loser] = claims[0] ? [0, second.id] : [1, first.id];
    const after = spans[winner as number]!.end;
    expect(await leases.claim(loser as string, '7', { start: after, end: after + hour }, now)).toBe(true);
    const other = (await leases.take('8', now))!;
    expect(await leases.claim(other.id, '8', { start: ten, end: ten + hour }, now)).toBe(true);
    await leases.release(first.id);
    await leases.release(second.id);
    const third = (await leases.take('7', now))!;
    expect(await leases.claim(third.id, '7', { start: ten, end: ten + hour }, now)).toBe(true);
  });

  it('gives a review form’s token to its first sending alone; one sent again gets the first’s appointment', async () => {
    const tokens = createBookingFormTokens(db);
    const token = '0b7c8d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
    const first = await tokens.redeem(token, now);
    expect(first).toEqual({ first: true });
    const again = tokens.redeem(token, now);
    await tokens.settle(token, '41');
    expect(await again).toEqual({ first: false, appointmentId: '41' });
    // A first sending that booked nothing gives its token up: the form can be tried again.
    const other = '1b7c8d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
    expect(await tokens.redeem(other, now)).toEqual({ first: true });
    await tokens.settle(other, null);
    expect(await tokens.redeem(other, now)).toEqual({ first: true });
    // Still under way when the wait is over: no appointment to show yet, and nothing booked.
    expect(await tokens.redeem(other, now, 0)).toEqual({ first: false, appointmentId: null });
  });
});
