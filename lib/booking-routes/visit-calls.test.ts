/**
 * The visit routes are limited by the calls they make to the booking system, not by the
 * questions: each call is counted against the address's allowance as it is made, and a
 * question that runs out mid-way is answered 429. One address never costs the booking
 * system more than the allowance in a minute, however it words its questions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteKit } from '@/lib/site-setup/site-test-kit';
import { callsPerAddress } from './booking-allowance';

const hannah = '40033';
const mei = '40034';
const manicure = '1202';
const pedicure = '1219';
const visit = `${manicure}@${hannah},${pedicure}@${mei}`;

let kit: Awaited<ReturnType<typeof createSiteKit>>;
/** Calls that reached the booking system, by the address the site asked for. */
let calls: number;
beforeEach(async () => {
  calls = 0;
  kit = await createSiteKit('2026-01-05T08:00:00Z', {
    intercept: async () => {
      calls += 1;
    },
  });
});
afterEach(() => kit.close());

describe('the visit routes’ calls to the booking system', () => {
  it(`are at most ${callsPerAddress.max} a minute from one address; past them 429 with Retry-After`, async () => {
    // Warm the site's own lists (locations) so that only the searches' calls are counted.
    await kit.visitor('192.0.2.1').send(kit.visit.times, `/api/booking/visit-times?visit=${visit}&date=2026-01-14`);
    calls = 0;
    const visitor = kit.visitor('203.0.113.30');
    let from = new Date('2026-01-05T00:00:00Z');
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 100) {
      const day = from.toISOString().slice(0, 10);
      statuses.push(
        (await visitor.send(kit.visit.days, `/api/booking/visit-days?visit=${visit}&from=${day}&days=14`)).status,
      );
      from = new Date(from.getTime() + 14 * 86_400_000);
      if (day > '2026-03-01') from = new Date('2026-01-05T00:00:00Z');
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(calls).toBeLessThanOrEqual(callsPerAddress.max);
    expect(calls).toBeGreaterThan(callsPerAddress.max - 29);

    // Once the calls are spent, a single day's question is refused too, before any call.
    const before = calls;
    const times = await visitor.send(kit.visit.times, `/api/booking/visit-times?visit=${visit}&date=2026-01-14`);
    expect(times.status).toBe(429);
    expect(Number(times.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(calls).toBe(before);

    // Another address is not held back; the first asks again a minute later.
    expect(
      (await kit.visitor('203.0.113.31').send(kit.visit.days, `/api/booking/visit-days?visit=${visit}&days=14`)).status,
    ).toBe(200);
    kit.clock.now += callsPerAddress.windowMs;
    expect((await visitor.send(kit.visit.days, `/api/booking/visit-days?visit=${visit}&days=14`)).status).toBe(200);
  }, 60_000);

  it('refuses a visit day before today or past the horizon without a call', async () => {
    for (const date of ['2026-01-04', '2026-04-05']) {
      const answer = await kit.visitor().send(kit.visit.times, `/api/booking/visit-times?visit=${visit}&date=${date}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ field: 'date', lastDay: '2026-04-04' });
    }
  });

  it('scale with BOOKING_QUESTIONS_PER_MINUTE: at 1, one two-week question of a two-service visit is too many', async () => {
    const own = await createSiteKit('2026-01-05T08:00:00Z', { bookingQuestionsPerMinute: 1 });
    try {
      const answer = await own.visitor('203.0.113.32').send(own.visit.days, `/api/booking/visit-days?visit=${visit}&days=14`);
      expect(answer.status).toBe(429);
      const shortVisit = `${manicure}@${hannah}`;
      const day = await own.visitor('203.0.113.33').send(own.visit.times, `/api/booking/visit-times?visit=${shortVisit}&date=2026-01-14`);
      expect(day.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
