/**
 * Code guesses sent at once, on each database engine, against a booking system reached over
 * loopback HTTP that never counts wrong codes and answers after 300 ms: everything the site
 * lets through gets there, so what it counts is all that stands between a burst and the
 * code. 200 wrong codes for one sign-in from 200 addresses reach it five times; the codes of
 * several sign-ins of one phone, ten times in a day.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSiteKit, type BookingSystem, type Visitor } from '@/lib/site-setup/site-test-kit';
import { maxWrongCodes } from './sign-in-store';
import { wrongCodesPerPhonePerDay } from './sign-in-limits';

const hour = 60 * 60 * 1000;

/** How many answers had each status: what a failed count says about where the guesses stopped. */
const byStatus = (answers: Response[]) =>
  answers.reduce<Record<number, number>>(
    (tally, answer) => ({ ...tally, [answer.status]: (tally[answer.status] ?? 0) + 1 }),
    {},
  );

describe.each(databaseEngines)('code guesses sent at once, on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  /** Confirmations that reached the booking system. */
  let reached = 0;
  /** Never counts a wrong code, never ends a sign-in: says "wrong" to every code, 300 ms later. */
  const neverCounting: BookingSystem = async (request, embedded) => {
    const url = new URL(request.url);
    if (url.pathname !== '/auth/client' || !url.searchParams.has('auth_id')) return embedded(request);
    reached += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return Response.json(
      { error: { code: 'wrong_code', message: 'The code is not right', field: 'code' } },
      { status: 422 },
    );
  };

  beforeEach(async () => {
    reached = 0;
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine, http: true, bookingSystem: neverCounting });
  });
  afterEach(() => kit.close());

  let addresses = 0;
  const newAddress = () => kit.visitor(`10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`);
  const askCode = (visitor: Visitor, phone: string) =>
    visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
  /** `count` strangers, each at an address of their own, holding a copy of `owner`'s sign-in cookie. */
  const guessers = (owner: Visitor, count: number) =>
    Array.from({ length: count }, () => {
      const guesser = newAddress();
      guesser.jar.set('bs_sign_in', { ...owner.jar.get('bs_sign_in')! });
      return guesser;
    });
  const guess = (visitor: Visitor) =>
    visitor.send(kit.auth.confirm, '/api/auth/confirm', { method: 'POST', body: { code: '000000' } });

  it(`lets ${maxWrongCodes} of 200 wrong codes for one sign-in, sent at once from 200 addresses, reach the booking system`, async () => {
    const owner = newAddress();
    expect((await askCode(owner, '+447700900901')).status).toBe(200);
    const answers = await Promise.all(guessers(owner, 200).map(guess));
    expect(reached, `answers by status: ${JSON.stringify(byStatus(answers))}`).toBe(maxWrongCodes);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(maxWrongCodes);
    expect(statuses.filter((status) => status === 410)).toHaveLength(200 - maxWrongCodes);
  }, 60_000);

  it(`lets ${wrongCodesPerPhonePerDay} guesses at one phone's codes through in a day, however many sign-ins guess at once`, async () => {
    const phone = '+447700900902';
    const owners: Visitor[] = [];
    for (let i = 0; i < 3; i += 1) {
      const owner = newAddress();
      expect((await askCode(owner, phone)).status).toBe(200);
      owners.push(owner);
    }
    const answers = await Promise.all(owners.flatMap((owner) => guessers(owner, 60)).map(guess));
    expect(reached, `answers by status: ${JSON.stringify(byStatus(answers))}`).toBe(wrongCodesPerPhonePerDay);
    expect(answers.filter((answer) => answer.status === 422).length).toBeLessThan(wrongCodesPerPhonePerDay);
    expect(answers.some((answer) => answer.status === 429)).toBe(true);

    // The tenth wrong code paused the phone for the day: no new code, so no new guesses.
    kit.clock.now += 23 * hour;
    const paused = await askCode(newAddress(), phone);
    expect(paused.status).toBe(429);
    expect(await paused.json()).toMatchObject({ error: 'too_many_wrong_codes' });
    expect(reached).toBe(wrongCodesPerPhonePerDay);

    kit.clock.now += hour;
    const nextDay = newAddress();
    expect((await askCode(nextDay, phone)).status).toBe(200);
    expect((await guess(nextDay)).status).toBe(422);
    expect(reached).toBe(wrongCodesPerPhonePerDay + 1);
  }, 60_000);
});
