/**
 * `GET /api/booking/free-time` is bounded like availability: only days of the booking
 * horizon (today to 89 days on) are asked about, and each address spends the same allowance
 * of availability questions (30 a minute), the two routes together.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteKit } from '@/lib/site-setup/site-test-kit';
import { perAddress } from './availability-handler';

const rootsTouchUp = '1008';
const freeTime = (date: string) => `/api/booking/free-time?service=${rootsTouchUp}&date=${date}`;

let kit: Awaited<ReturnType<typeof createSiteKit>>;
let asked: number;
beforeEach(async () => {
  asked = 0;
  kit = await createSiteKit('2026-01-05T08:00:00Z', {
    intercept: async (request) => {
      if (new URL(request.url).pathname.includes('free')) asked += 1;
    },
  }); // the horizon: 2026-01-05 to 2026-04-04
});
afterEach(() => kit.close());

describe('GET /api/booking/free-time', () => {
  it.each([
    ['a day long past (the issue’s 9999-12-31)', '9999-12-31'],
    ['the day after the horizon', '2026-04-05'],
    ['yesterday', '2026-01-04'],
  ])('refuses %s with 400 naming the date, without asking the booking system', async (_, date) => {
    const answer = await kit.visitor().send(kit.freeTime, freeTime(date));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: 'invalid',
      field: 'date',
      today: '2026-01-05',
      lastDay: '2026-04-04',
    });
    expect(asked).toBe(0);
  });

  it('answers for today and the horizon’s last day', async () => {
    expect((await kit.visitor().send(kit.freeTime, freeTime('2026-01-05'))).status).toBe(200);
    expect((await kit.visitor().send(kit.freeTime, freeTime('2026-04-04'))).status).toBe(200);
  });

  it(`answers 429 with Retry-After past ${perAddress.max} questions a minute from one address, counted with availability`, async () => {
    const visitor = kit.visitor('203.0.113.20');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push(
        (await visitor.send(kit.availability, `/api/booking/availability?service=${rootsTouchUp}&days=1`)).status,
      );
    for (let i = 0; statuses.length < 40; i += 1)
      statuses.push((await visitor.send(kit.freeTime, freeTime('2026-01-14'))).status);
    expect(statuses).toEqual([
      ...Array<number>(perAddress.max).fill(200),
      ...Array<number>(40 - perAddress.max).fill(429),
    ]);
    const refused = await visitor.send(kit.freeTime, freeTime('2026-01-14'));
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await kit.visitor('203.0.113.21').send(kit.freeTime, freeTime('2026-01-14'))).status).toBe(200);
    kit.clock.now += perAddress.windowMs;
    expect((await visitor.send(kit.freeTime, freeTime('2026-01-14'))).status).toBe(200);
  });

  it('gives each address the allowance BOOKING_QUESTIONS_PER_MINUTE sets', async () => {
    const own = await createSiteKit('2026-01-05T08:00:00Z', { bookingQuestionsPerMinute: 3 });
    try {
      const visitor = own.visitor('203.0.113.22');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await visitor.send(own.freeTime, freeTime('2026-01-14'))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await own.close();
    }
  });
});
