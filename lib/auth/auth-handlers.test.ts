/**
 * Phone sign-in through the site's routes on the embedded backend, on each database engine:
 * the hourly limits (the daily ones and the pause have their own file, sign-in-limits.test.ts),
 * five wrong codes, answers that never tell whether a phone has an account, registration, the
 * session's cookies (httpOnly, SameSite=Lax, API path only), the server-side refresh, and that
 * no token ever appears in a response body.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { sessionCookiePaths } from '@/lib/sessions/session-cookies';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';
import { codesPerAddressPerHour, codesPerPhonePerHour } from './sign-in-limits';

describe.each(databaseEngines)('phone sign-in on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  beforeEach(async () => {
    // A budget of texts roomy enough that no network's tenth of it (sms-budget.test.ts) is what
    // refuses here: these tests are about the routes and their own limits.
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine, textSignIn: { budget: { perHour: 1000, perDay: 10_000 } } });
  });
  afterEach(() => kit.close());

  const askCode = (visitor: Visitor, phone: unknown) =>
    visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
  const confirm = (visitor: Visitor, body: unknown) =>
    visitor.send(kit.auth.confirm, '/api/auth/confirm', { method: 'POST', body });

  /** Every body a visitor saw, to check that none carries a token. */
  async function bodyOf(response: Response, seen: string[]) {
    const text = await response.clone().text();
    seen.push(text);
    return text ? JSON.parse(text) : null;
  }

  describe('POST /api/auth/code', () => {
    it('applies the phone rule, naming the field and the message key', async () => {
      const response = await askCode(kit.visitor(), '12345 6789');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid', field: 'phone', messageKey: 'Phone.invalid' });
    });

    it('says honestly when no code can be sent, offering the booking site, and sends none', async () => {
      const closed = await createSiteKit('2026-01-05T08:00:00Z', {
        engine,
        textSignIn: { available: false, bookingUrl: 'https://book.example/' },
      });
      try {
        const response = await closed.visitor().send(closed.auth.requestCode, '/api/auth/code', {
          method: 'POST',
          body: { phone: '+447700900399' },
        });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: 'sign_in_unavailable', bookingUrl: 'https://book.example/' });
        expect(await closed.db.selectFrom('booking_sms_outbox').selectAll().execute()).toEqual([]);
      } finally {
        await closed.close();
      }
    });

    it('refuses a request from another site or with no origin at all', async () => {
      const visitor = kit.visitor();
      const foreign = await visitor.send(kit.auth.requestCode, '/api/auth/code', {
        method: 'POST',
        body: { phone: '+447700900300' },
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      const request = new Request('http://localhost:3000/api/auth/code', {
        method: 'POST',
        body: JSON.stringify({ phone: '+447700900300' }),
      });
      expect((await kit.auth.requestCode(request)).status).toBe(403);
    });

    it(`sends at most ${codesPerPhonePerHour} codes to one phone an hour, then 429 with Retry-After`, async () => {
      for (let i = 0; i < codesPerPhonePerHour; i += 1) {
        expect((await askCode(kit.visitor(`192.0.2.${i + 1}`), '+44 7700 900301')).status).toBe(200);
      }
      const refused = await askCode(kit.visitor('192.0.2.99'), '07700900301'.replace(/^0/, '+44'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBe(3600);
      kit.clock.now += 60 * 60 * 1000;
      expect((await askCode(kit.visitor('192.0.2.99'), '+447700900301')).status).toBe(200);
    });

    it(`sends at most ${codesPerAddressPerHour} codes an hour from one address, whatever the phones`, async () => {
      const visitor = kit.visitor('203.0.113.5');
      for (let i = 0; i < codesPerAddressPerHour; i += 1) {
        expect((await askCode(visitor, `+4477009004${String(i).padStart(2, '0')}`)).status).toBe(200);
      }
      const refused = await askCode(visitor, '+447700900499');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect((await askCode(kit.visitor('203.0.113.6'), '+447700900499')).status).toBe(200);
    });
  });

  describe('POST /api/auth/confirm', () => {
    it('counts wrong codes down and ends the sign-in at the fifth', async () => {
      const visitor = kit.visitor();
      const phone = '+447700900310';
      await askCode(visitor, phone);
      const code = await kit.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let left = 4; left >= 0; left -= 1) {
        const response = await confirm(visitor, { code: wrong });
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({ error: 'wrong_code', field: 'code', attemptsLeft: left });
      }
      const late = await confirm(visitor, { code });
      expect(late.status).toBe(410);
      expect((await kit.auth.me(visitor.request('/api/auth/me'))).status).toBe(200);
      expect(await (await kit.auth.me(visitor.request('/api/auth/me'))).json()).toEqual({ client: null });
    });

    it('answers a wrong, an expired and a used code alike, whether or not the phone has an account', async () => {
      /** What a visitor sees for each: the status, the body, and whether the sign-in was ended. */
      async function answersFor(phone: string) {
        const seen = async (response: Response) => ({
          status: response.status,
          body: await response.json(),
          ended: response.headers.getSetCookie().some((raw) => /^bs_sign_in=; .*Max-Age=0/.test(raw)),
        });
        const guesser = kit.visitor();
        await askCode(guesser, phone);
        const sent = await kit.lastCode(phone);
        const wrong = await seen(await confirm(guesser, { code: sent === '000000' ? '111111' : '000000' }));

        const late = kit.visitor();
        await askCode(late, phone);
        const lateCode = await kit.lastCode(phone);
        kit.clock.now += 11 * 60 * 1000;
        const expired = await seen(await confirm(late, { code: lateCode }));

        // Someone who kept the sign-in cookie of a finished sign-in replays its code.
        const owner = kit.visitor();
        await askCode(owner, phone);
        const usedCode = await kit.lastCode(phone);
        const signInCookie = owner.jar.get('bs_sign_in')!;
        expect((await confirm(owner, { code: usedCode, firstName: 'Ann', lastName: 'Lee' })).status).toBe(200);
        owner.jar.set('bs_sign_in', signInCookie);
        const used = await seen(await confirm(owner, { code: usedCode }));
        return { wrong, expired, used };
      }

      await kit.signIn('+447700900314');
      const known = await answersFor('+447700900314');
      const unknown = await answersFor('+447700900315');
      expect(unknown).toEqual(known);
      expect(known).toEqual({
        wrong: { status: 422, body: { error: 'wrong_code', field: 'code', attemptsLeft: 4 }, ended: false },
        expired: { status: 410, body: { error: 'code_expired' }, ended: true },
        used: { status: 410, body: { error: 'code_expired' }, ended: true },
      });
    });

    it('answers 400 naming the field for a malformed code or registration', async () => {
      const visitor = kit.visitor();
      await askCode(visitor, '+447700900311');
      expect(await (await confirm(visitor, { code: 'abcd' })).json()).toMatchObject({ field: 'code' });
      expect(await (await confirm(visitor, { code: '123456', firstName: 'Al' })).json()).toMatchObject({
        field: 'lastName',
      });
      expect(
        await (
          await confirm(visitor, { code: '123456', firstName: 'Al', lastName: 'B', email: 'not-an-email' })
        ).json(),
      ).toMatchObject({ field: 'email' });
      expect(
        (await visitor.send(kit.auth.confirm, '/api/auth/confirm', { method: 'POST', body: '{"code":' })).status,
      ).toBe(400);
    });

    it('asks a new client to register, signs them in with httpOnly cookies, and never shows a token', async () => {
      const visitor = kit.visitor();
      const bodies: string[] = [];
      const phone = '+447700900312';
      await bodyOf(await askCode(visitor, phone), bodies);
      const code = await kit.lastCode(phone);
      const unknown = await confirm(visitor, { code });
      expect(unknown.status).toBe(422);
      expect(await bodyOf(unknown, bodies)).toMatchObject({ error: 'registration_required' });
      const registered = await confirm(visitor, {
        code,
        firstName: 'Jane',
        lastName: 'Austen',
        email: 'jane@example.com',
      });
      expect(registered.status).toBe(200);
      expect(await bodyOf(registered, bodies)).toEqual({
        client: { id: expect.any(String), firstName: 'Jane', lastName: 'Austen', phone, email: 'jane@example.com' },
      });
      expect(await bodyOf(await kit.auth.me(visitor.request('/api/auth/me')), bodies)).toMatchObject({
        client: { firstName: 'Jane' },
      });

      const session = visitor.setCookies.filter(
        (raw) => /^bs_(access|refresh)=[^;]+/.test(raw) && !/Max-Age=0/.test(raw),
      );
      // Two cookies, a copy on each path the session goes to (the API, the booking page per locale).
      expect(session).toHaveLength(2 * sessionCookiePaths.length);
      for (const raw of visitor.setCookies) {
        expect(raw).toMatch(/; HttpOnly/);
        expect(raw).toMatch(/; SameSite=Lax/);
        expect(raw).toMatch(/; Path=(\/api|\/book\/|\/ua\/book\/);/);
        expect(raw).not.toMatch(/; Secure/); // plain http here
      }
      const tokens = session.map((raw) => raw.split(';')[0]!.split('=')[1]!);
      for (const body of bodies) for (const token of tokens) expect(body).not.toContain(token);
    });

    it('marks the cookies Secure when the site is reached over https', async () => {
      const visitor = kit.visitor();
      await visitor.send(kit.auth.requestCode, '/api/auth/code', {
        method: 'POST',
        body: { phone: '+447700900313' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(visitor.setCookies.at(-1)).toMatch(/; Secure$/);
    });
  });

  describe('the session', () => {
    async function signedIn(phone: string) {
      const visitor = kit.visitor();
      await askCode(visitor, phone);
      await confirm(visitor, { code: await kit.lastCode(phone), firstName: 'Mo', lastName: 'Farah' });
      return visitor;
    }

    it('refreshes on the server once the access token has lapsed, setting new cookies', async () => {
      const visitor = await signedIn('+447700900320');
      const before = visitor.jar.get('bs_refresh')!.value;
      kit.clock.now += 20 * 60 * 1000; // the access cookie (and token) have expired
      const me = await visitor.send(kit.auth.me, '/api/auth/me');
      expect(await me.json()).toMatchObject({ client: { firstName: 'Mo' } });
      expect(visitor.jar.get('bs_refresh')!.value).not.toBe(before);
      expect(visitor.jar.get('bs_access')!.expires).toBeGreaterThan(kit.clock.now);
    });

    it('refreshes on request, and signs out by clearing both cookies', async () => {
      const visitor = await signedIn('+447700900321');
      const refreshed = await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
      expect(await refreshed.json()).toEqual({ refreshed: true });
      const out = await visitor.send(kit.auth.signOut, '/api/auth/sign-out', { method: 'POST' });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().every((raw) => /Max-Age=0/.test(raw))).toBe(true);
      expect(await (await visitor.send(kit.auth.me, '/api/auth/me')).json()).toEqual({ client: null });
      expect((await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    });

    it('ends a session whose refresh token the system refuses', async () => {
      const visitor = await signedIn('+447700900322');
      visitor.jar.delete('bs_access');
      visitor.jar.set('bs_refresh', { value: 'forged-refresh-token-value', expires: Infinity, raw: '' });
      const me = await visitor.send(kit.auth.me, '/api/auth/me');
      expect(await me.json()).toEqual({ client: null });
      expect(me.headers.getSetCookie().some((raw) => /^bs_refresh=; .*Max-Age=0/.test(raw))).toBe(true);
    });
  });
});
