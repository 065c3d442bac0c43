/**
 * The sign-in's limits through the site's routes, on the embedded backend with a clock the
 * test moves: codes per address and per phone (an hour and a day), wrong codes per phone
 * across its codes, and the day's pause after the tenth; each refusal a 429 with
 * `Retry-After` and the same number of seconds in the body for the form to show.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';
import {
  codesPerAddressPerHour,
  codesPerPhonePerDay,
  codesPerPhonePerHour,
  confirmsPerAddressPerHour,
  pauseSeconds,
  wrongCodesPerPhonePerDay,
} from './sign-in-limits';
import { maxWrongCodes } from './sign-in-store';

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

let kit: Awaited<ReturnType<typeof createSiteKit>>;
let start: number;
beforeEach(async () => {
  // A budget of texts roomy enough that no network's tenth of it (sms-budget.test.ts) is what
  // refuses here: these are the limits per address and per phone.
  kit = await createSiteKit('2026-01-05T08:00:00Z', { textSignIn: { budget: { perHour: 1000, perDay: 10_000 } } });
  start = kit.clock.now;
});
afterEach(() => kit.close());

/** A new address for each request: an attacker with many addresses. */
let addresses = 0;
const anyAddress = () => kit.visitor(`10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`);

const askCode = (visitor: Visitor, phone: string) =>
  visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
const confirm = (visitor: Visitor, code: string) =>
  visitor.send(kit.auth.confirm, '/api/auth/confirm', { method: 'POST', body: { code } });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function expectRefused(response: Response, error: string, retryAfterSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(await response.json()).toEqual({ error, retryAfterSeconds });
}

describe('codes asked for', () => {
  it(`are at most ${codesPerPhonePerHour} to one phone an hour, then 429 with Retry-After`, async () => {
    for (let i = 0; i < codesPerPhonePerHour; i += 1) {
      expect((await askCode(anyAddress(), '+44 7700 900301')).status).toBe(200);
    }
    await expectRefused(await askCode(anyAddress(), '+447700900301'), 'too_many_requests', 3600);
    kit.clock.now += hour;
    expect((await askCode(anyAddress(), '+447700900301')).status).toBe(200);
  });

  it('count one phone however it is typed, and its client is one client', async () => {
    const forms = ['+44 7700 900123', '447700900123', '07700 900123', '0044 7700 900123'];
    for (const typed of forms.slice(0, codesPerPhonePerHour))
      expect((await askCode(anyAddress(), typed)).status, typed).toBe(200);
    await expectRefused(await askCode(anyAddress(), forms[3]!), 'too_many_requests', 3600);

    // Registered as typed one way, signed in again as typed another: the same client.
    kit.clock.now += hour;
    const first = kit.visitor('198.51.100.30');
    await askCode(first, '07700 900123');
    const registered = await first.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode('+447700900123'), firstName: 'Ann', lastName: 'Lee' },
    });
    expect(registered.status).toBe(200);
    const again = kit.visitor('198.51.100.31');
    await askCode(again, '0044 (0)7700 900-123');
    const signedIn = await confirm(again, await kit.lastCode('+447700900123'));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual(await registered.json());
  });

  it(`are at most ${codesPerAddressPerHour} an hour from one address, whatever the phones`, async () => {
    const visitor = kit.visitor('203.0.113.5');
    for (let i = 0; i < codesPerAddressPerHour; i += 1) {
      expect((await askCode(visitor, `+4477009004${String(i).padStart(2, '0')}`)).status).toBe(200);
    }
    await expectRefused(await askCode(visitor, '+447700900499'), 'too_many_requests', 3600);
    expect((await askCode(kit.visitor('203.0.113.6'), '+447700900499')).status).toBe(200);
  });

  it(`are at most ${codesPerPhonePerDay} to one phone a day: a day of asking every 20 minutes from new addresses`, async () => {
    const phone = '+447700900302';
    const sentAt: number[] = [];
    const refusals: Response[] = [];
    for (kit.clock.now = start; kit.clock.now < start + day; kit.clock.now += 20 * minute) {
      const answer = await askCode(anyAddress(), phone);
      if (answer.status === 200) sentAt.push((kit.clock.now - start) / minute);
      else refusals.push(answer);
    }
    // Three an hour for two hours, then nothing until the first has been a day old.
    expect(sentAt).toEqual([0, 20, 40, 60, 80, 100]);
    expect(refusals).toHaveLength(72 - codesPerPhonePerDay);
    await expectRefused(refusals[0]!, 'too_many_requests', (day - 120 * minute) / 1000);
    kit.clock.now = start + day;
    expect((await askCode(anyAddress(), phone)).status).toBe(200);
  });

  it('refused by the hour, do not use up the day', async () => {
    const phone = '+447700900303';
    let sent = 0;
    for (let i = 0; i < 20; i += 1) {
      if ((await askCode(anyAddress(), phone)).status === 200) sent += 1;
      kit.clock.now += 10 * minute;
    }
    // 200 minutes: three in each of the first three hours' windows would be nine; the day stops it at six, not fewer.
    expect(sent).toBe(codesPerPhonePerDay);
  });
});

describe('wrong codes', () => {
  it(`are counted per phone across its codes: the ${wrongCodesPerPhonePerDay}th in a day pauses the phone for a day`, async () => {
    const phone = '+447700900310';
    // The phone's owner asked for a code first, and has not typed it yet.
    const owner = kit.visitor('198.51.100.20');
    await askCode(owner, phone);
    const ownersCode = await kit.lastCode(phone);

    const attacker = kit.visitor('192.0.2.66');
    const answers: number[] = [];
    let last: Response | undefined;
    let pausedAt = 0;
    while (answers.length < wrongCodesPerPhonePerDay) {
      expect((await askCode(attacker, phone)).status).toBe(200);
      const code = await kit.lastCode(phone);
      for (let i = 0; i < maxWrongCodes && answers.length < wrongCodesPerPhonePerDay; i += 1) {
        last = await confirm(attacker, wrongFor(code));
        answers.push(last.status);
        pausedAt = kit.clock.now;
      }
      kit.clock.now += minute;
    }
    expect(answers).toEqual([...Array<number>(wrongCodesPerPhonePerDay - 1).fill(422), 429]);
    await expectRefused(last!, 'too_many_wrong_codes', pauseSeconds);
    expect(attacker.setCookies.at(-1)).toMatch(/^bs_sign_in=; .*Max-Age=0/);

    // While paused, no code is sent to the phone and none is checked, not even the right one.
    kit.clock.now = pausedAt + minute;
    await expectRefused(await confirm(owner, ownersCode), 'too_many_wrong_codes', pauseSeconds - 60);
    expect(await (await kit.auth.me(owner.request('/api/auth/me'))).json()).toEqual({ client: null });
    kit.clock.now = pausedAt + hour;
    await expectRefused(await askCode(anyAddress(), phone), 'too_many_wrong_codes', pauseSeconds - 3600);

    // A day after the pause began, the phone signs in again.
    kit.clock.now = pausedAt + day;
    const back = kit.visitor('198.51.100.20');
    expect((await askCode(back, phone)).status).toBe(200);
    const signedIn = await back.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Ann', lastName: 'Lee' },
    });
    expect(signedIn.status).toBe(200);
  });

  it(`allow at most ${wrongCodesPerPhonePerDay} guesses at one phone in any 24 hours, however many addresses guess`, async () => {
    const phone = '+447700900311';
    const guessedAt: number[] = [];
    // Three days of a new address every five minutes asking for a code and guessing until refused.
    for (kit.clock.now = start; kit.clock.now < start + 3 * day; kit.clock.now += 5 * minute) {
      const guesser = anyAddress();
      if ((await askCode(guesser, phone)).status !== 200) continue;
      const code = await kit.lastCode(phone);
      for (;;) {
        const answer = await confirm(guesser, wrongFor(code));
        guessedAt.push(kit.clock.now);
        const body = (await answer.json()) as { attemptsLeft?: number };
        if (answer.status !== 422 || body.attemptsLeft === 0) break;
      }
    }
    expect(guessedAt).toHaveLength(3 * wrongCodesPerPhonePerDay);
    for (let i = 0; i + wrongCodesPerPhonePerDay < guessedAt.length; i += 1) {
      expect(guessedAt[i + wrongCodesPerPhonePerDay]! - guessedAt[i]!).toBeGreaterThanOrEqual(day);
    }
  });
});

describe('codes tried from one address', () => {
  it(`are at most ${confirmsPerAddressPerHour} an hour, across sign-ins and phones`, async () => {
    const guesser = kit.visitor('192.0.2.70');
    const answers: number[] = [];
    for (let phone = 0; answers.length <= confirmsPerAddressPerHour; phone += 1) {
      // Each phone is guessed at fewer times than its own daily allowance of wrong codes.
      expect((await askCode(guesser, `+4477009005${String(phone).padStart(2, '0')}`)).status).toBe(200);
      const code = await kit.lastCode(`+4477009005${String(phone).padStart(2, '0')}`);
      for (let i = 0; i < maxWrongCodes - 1 && answers.length <= confirmsPerAddressPerHour; i += 1)
        answers.push((await confirm(guesser, wrongFor(code))).status);
    }
    expect(answers).toEqual([...Array<number>(confirmsPerAddressPerHour).fill(422), 429]);
    await expectRefused(await confirm(guesser, '123456'), 'too_many_requests', 3600);

    // Another address is not held back, and the first one may try again an hour later.
    const other = kit.visitor('192.0.2.71');
    expect((await askCode(other, '+447700900599')).status).toBe(200);
    expect((await confirm(other, wrongFor(await kit.lastCode('+447700900599')))).status).toBe(422);
    kit.clock.now += hour;
    expect((await confirm(guesser, '123456')).status).not.toBe(429);
  });
});
