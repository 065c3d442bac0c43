/**
 * The session's refresh token on the server, through the site's routes on the embedded
 * backend, on each engine: signing out revokes it (also where the booking system cannot end
 * a sign-in itself), requests that refresh at once share one refresh (in one instance and
 * across two on one database), the grace window never hands out a signed-out token, and a
 * rotated token used again after it ends the whole sign-in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { success } from '@/lib/booking/result';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { refreshGraceMs } from '@/lib/sessions/refresh-sessions';
import { createSiteDeps } from '@/lib/site-setup/create-site-deps';
import { sessionCookiePaths } from '@/lib/sessions/session-cookies';
import { createSiteKit, siteUrl, type Visitor } from '@/lib/site-setup/site-test-kit';
import { createAuthHandlers } from './auth-handlers';

const minute = 60 * 1000;

describe.each(databaseEngines)('the refresh token on the server, on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  beforeEach(async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine });
  });
  afterEach(() => kit.close());

  async function signedIn(phone: string, ip = '198.51.100.40') {
    const visitor = kit.visitor(ip);
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    const answer = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'Bloggs' },
    });
    expect(answer.status).toBe(200);
    return visitor;
  }

  /** Another browser holding a copy of `visitor`'s cookies as they are now. */
  function copyOf(visitor: Visitor, ip = '203.0.113.80') {
    const copy = kit.visitor(ip);
    for (const [name, entry] of visitor.jar) copy.jar.set(name, { ...entry });
    return copy;
  }

  const refreshOf = (visitor: Visitor) => visitor.jar.get('bs_refresh')!.value;
  const me = async (visitor: Visitor, auth = kit.auth) =>
    (await (await visitor.send(auth.me, '/api/auth/me')).json()) as { client: { firstName: string } | null };

  describe('signing out', () => {
    it('revokes the refresh token on the server, not just the cookies', async () => {
      const visitor = await signedIn('+447700900601');
      const stolen = copyOf(visitor);
      await visitor.send(kit.auth.signOut, '/api/auth/sign-out', { method: 'POST' });

      expect((await stolen.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
      expect(await me(stolen)).toEqual({ client: null });
      // The embedded backend ended the sign-in too: its access token is dead before its 15 minutes.
      expect((await kit.client.me(stolen.jar.get('bs_access')!.value)).ok).toBe(false);
    });

    it('is kept by the site itself when the booking system cannot end a sign-in', async () => {
      const noLogout = { ...kit.client, signOut: async () => success(null) };
      const auth = createAuthHandlers(
        createSiteDeps({ client: async () => noLogout, db: async () => kit.db, siteUrl, now: () => kit.clock.now }),
      );
      const visitor = await signedIn('+447700900602');
      const stolen = refreshOf(visitor);
      await visitor.send(auth.signOut, '/api/auth/sign-out', { method: 'POST' });
      const thief = () => {
        const copy = kit.visitor('203.0.113.80');
        copy.jar.set('bs_refresh', { value: stolen, expires: Infinity, raw: '' });
        return copy;
      };
      expect((await thief().send(auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
      expect(await me(thief(), auth)).toEqual({ client: null });
      // The booking system itself would still take it: only the site's record stops it.
      expect((await kit.client.refresh(stolen.split('.').slice(2).join('.'))).ok).toBe(true);
    });
    it('with the database unreachable, answers 503 and still clears the cookies', async () => {
      const visitor = await signedIn('+447700900603');
      const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      const auth = createAuthHandlers(
        createSiteDeps({
          client: async () => kit.client,
          db: async () => Promise.reject(unreachable),
          siteUrl,
          now: () => kit.clock.now,
        }),
      );
      const out = await visitor.send(auth.signOut, '/api/auth/sign-out', { method: 'POST' });
      expect(out.status).toBe(503);
      // Both cookies, on every path they were written to.
      expect(out.headers.getSetCookie().filter((raw) => /^bs_(access|refresh)=; .*Max-Age=0/.test(raw))).toHaveLength(
        2 * sessionCookiePaths.length,
      );
    });
  });

  describe('refreshing at once', () => {
    it('shares one refresh between requests sent together, so the visitor stays signed in', async () => {
      const visitor = await signedIn('+447700900610');
      kit.clock.now += 20 * minute; // the access cookie has lapsed: every request refreshes
      const [profile, appointments, again] = await Promise.all([
        visitor.send(kit.auth.me, '/api/auth/me'),
        visitor.send(kit.appointments.list, '/api/booking/appointments'),
        visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' }),
      ]);
      expect(await profile.json()).toMatchObject({ client: { firstName: 'Jo' } });
      expect(appointments.status).toBe(200);
      expect(again.status).toBe(200);
      const refreshCookies = [profile, appointments, again].map((answer) =>
        answer.headers.getSetCookie().find((raw) => raw.startsWith('bs_refresh='))!,
      );
      expect(new Set(refreshCookies).size).toBe(1);
      expect(refreshCookies[0]).not.toMatch(/Max-Age=0/);
      // The shared new token works.
      expect((await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
    });

    it('shares it across instances of the site on one database', async () => {
      const visitor = await signedIn('+447700900611');
      const other = createAuthHandlers(
        createSiteDeps({ client: async () => kit.client, db: async () => kit.db, siteUrl, now: () => kit.clock.now }),
      );
      kit.clock.now += 20 * minute;
      const copy = copyOf(visitor, '198.51.100.40');
      const answers = await Promise.all([
        visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' }),
        copy.send(other.refresh, '/api/auth/refresh', { method: 'POST' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(refreshOf(visitor)).toBe(refreshOf(copy));
      expect(await me(visitor)).toMatchObject({ client: { firstName: 'Jo' } });
    });

    it(`answers the old token with the same new tokens for ${refreshGraceMs / 1000} s, never after signing out`, async () => {
      const visitor = await signedIn('+447700900612');
      const late = copyOf(visitor); // a request sent with the old cookie, arriving after the refresh
      await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
      kit.clock.now += refreshGraceMs - 1000;
      expect((await late.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
      expect(refreshOf(late)).toBe(refreshOf(visitor));

      const older = await signedIn('+447700900613', '198.51.100.41');
      const olderCopy = copyOf(older);
      await older.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
      await older.send(kit.auth.signOut, '/api/auth/sign-out', { method: 'POST' });
      // Within the grace window, but the token it would hand out is signed out.
      expect((await olderCopy.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    });

    it('ends the whole sign-in when a rotated token comes back after the grace window', async () => {
      const visitor = await signedIn('+447700900614');
      const stolen = copyOf(visitor);
      await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
      kit.clock.now += refreshGraceMs + 1000;
      expect((await stolen.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
      // The visitor's own, newer tokens are revoked with it: whoever holds them must sign in again.
      expect((await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(401);
      expect(await me(visitor)).toEqual({ client: null });
    });
  });
});
