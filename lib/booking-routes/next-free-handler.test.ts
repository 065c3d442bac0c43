/**
 * `GET /api/booking/next-free` against the embedded booking system: its answer is the
 * earliest free start the free-time route would list, a malformed question is 400 before the
 * booking system is asked, the answer may be kept a minute by shared caches and by the process,
 * and each request spends one of its address's questions about free times.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteKit } from '@/lib/site-setup/site-test-kit';
import { createNextFreeHandler, type NextFreeAnswer } from './next-free-handler';

const rootsTouchUp = '1008';
const nextFree = (query: string) => `/api/booking/next-free?${query}`;

let kit: Awaited<ReturnType<typeof createSiteKit>>;
let asked: number;
let failing: boolean;
beforeEach(async () => {
  asked = 0;
  failing = false;
  // Monday 5 January 2026, 08:00 in London: the salon opens at 09:30.
  kit = await createSiteKit('2026-01-05T08:00:00Z', {
    intercept: async (request) => {
      if (new URL(request.url).pathname.includes('free')) asked += 1;
    },
    bookingSystem: async (request, embedded) =>
      failing ? new Response('{}', { status: 502 }) : embedded(request),
  });
});
afterEach(() => kit.close());

const handler = () => createNextFreeHandler(kit.deps);

describe('GET /api/booking/next-free', () => {
  it('answers the earliest start the free-time route lists for the day, with its master, day and salon time', async () => {
    const answer = await kit.visitor().send(handler(), nextFree(`service=${rootsTouchUp}`));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as NextFreeAnswer;
    const day = await kit.visitor('198.51.100.9').send(kit.freeTime, `/api/booking/free-time?service=${rootsTouchUp}&date=${body.next!.day}`);
    const times = ((await day.json()) as { employees: { id: string; times: { start: string; time: string }[] }[] }).employees.flatMap(
      (employee) => employee.times.map((time) => ({ ...time, id: employee.id })),
    );
    const earliest = times.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]!;
    expect(body).toEqual({
      timeZone: 'Europe/London',
      next: { start: earliest.start, employeeId: expect.any(String), day: body.next!.day, time: earliest.time },
    });
    expect(times.filter((time) => time.start === earliest.start).map((time) => time.id)).toContain(body.next!.employeeId);
    expect(body.next!.day).toBe('2026-01-05');
  });

  it('asks about one master when named, and answers that master', async () => {
    const any = (await (await kit.visitor().send(handler(), nextFree(`service=${rootsTouchUp}`))).json()) as NextFreeAnswer;
    const master = any.next!.employeeId;
    const own = (await (
      await kit.visitor().send(handler(), nextFree(`service=${rootsTouchUp}&employee=${master}`))
    ).json()) as NextFreeAnswer;
    expect(own.next!.employeeId).toBe(master);
  });

  it('may be kept a minute by shared caches, and is kept a minute by the process', async () => {
    const first = await kit.visitor().send(handler(), nextFree(`service=${rootsTouchUp}`));
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const calls = asked;
    expect(calls).toBeGreaterThan(0);
    await kit.visitor('198.51.100.2').send(handler(), nextFree(`service=${rootsTouchUp}`));
    expect(asked).toBe(calls);
    kit.clock.now += 60_000;
    await kit.visitor('198.51.100.3').send(handler(), nextFree(`service=${rootsTouchUp}`));
    expect(asked).toBeGreaterThan(calls);
  });

  it.each([
    ['no service', '', 'service'],
    ['a service that is not an id', 'service=../../etc', 'service'],
    ['a master that is not an id', `service=${rootsTouchUp}&employee=a%20b`, 'employee'],
  ])('refuses %s with 400 naming the field, without asking the booking system', async (_, query, field) => {
    const answer = await kit.visitor().send(handler(), nextFree(query));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid', field });
    expect(asked).toBe(0);
  });

  it('answers 503 when the booking system fails, and keeps nothing', async () => {
    failing = true;
    const refused = await kit.visitor().send(handler(), nextFree(`service=${rootsTouchUp}`));
    expect(refused.status).toBe(503);
    failing = false;
    expect((await kit.visitor().send(handler(), nextFree(`service=${rootsTouchUp}`))).status).toBe(200);
  });

  it('spends the address’s questions about free times: 429 with Retry-After past the allowance', async () => {
    const own = await createSiteKit('2026-01-05T08:00:00Z', { bookingQuestionsPerMinute: 3 });
    try {
      const visitor = own.visitor('203.0.113.30');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await visitor.send(createNextFreeHandler(own.deps), nextFree(`service=${rootsTouchUp}`))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await visitor.send(createNextFreeHandler(own.deps), nextFree(`service=${rootsTouchUp}`));
      expect(refused.headers.get('retry-after')).toBe('60');
    } finally {
      await own.close();
    }
  });
});
