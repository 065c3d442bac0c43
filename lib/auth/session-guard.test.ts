/**
 * Where a session is read (`session-guard.ts`), on each engine: well-shaped cookies whose tag
 * is not the site's cost no booking-system call; a copy planted beside the real cookie
 * neither wins nor signs the visitor out; a spent refresh cookie replayed at the client's
 * lists is counted like one at `me`; the client's reads are limited per session and per
 * address; the booking system's settings are asked once a minute; and on https the cookies
 * of the bare names are cleared by the next answer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createCookieTags } from '@/lib/sessions/cookie-tags';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';
import { readsPerAddress, readsPerSession } from './session-guard';
import { refreshGraceMs } from '@/lib/sessions/refresh-sessions';
import { refusedSessionsPerAddress } from './session-refusals';

describe.each(databaseEngines)('reading the session on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  /** The paths the booking system was asked for. */
  let asked: string[];
  beforeEach(async () => {
    asked = [];
    kit = await createSiteKit('2026-01-05T08:00:00Z', {
      engine,
      intercept: async (request) => {
        asked.push(new URL(request.url).pathname);
      },
    });
  });
  afterEach(() => kit.close());

  async function signedIn(phone: string, ip = '198.51.100.60', headers: Record<string, string> = {}) {
    const visitor = kit.visitor(ip);
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone }, headers });
    const answer = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'Bloggs' },
      headers,
    });
    expect(answer.status).toBe(200);
    return visitor;
  }
  /** A cookie value of the right shape (`<tag>.<session>.<token>`) sealed under a key that is not the site's. */
  const wrongTag = (name: string, token: string, session = 'a-session') =>
    createCookieTags(async () => Buffer.alloc(32, 7)).seal(name, { token, session });
  /** Sends `handler` a request from `visitor` whose Cookie header is exactly `cookie`. */
  const withCookieHeader = (
    visitor: Visitor,
    handler: (request: Request) => Promise<Response>,
    path: string,
    cookie: string,
    init: { method?: string; headers?: Record<string, string> } = {},
  ) => handler(visitor.request(path, { ...init, headers: { ...init.headers, cookie } }));

  it('refuses well-shaped cookies with a wrong tag at me and refresh without asking the booking system', async () => {
    const real = await signedIn('+447700900980');
    asked = [];
    const access = await wrongTag('bs_access', real.token('bs_access')!);
    const refresh = await wrongTag('bs_refresh', real.token('bs_refresh')!);
    // The site's own tag, moved to another session: the tag covers the session id.
    const [tag, , ...token] = real.jar.get('bs_refresh')!.value.split('.');
    const moved = [tag, 'another-session', ...token].join('.');
    const stranger = kit.visitor('203.0.113.80');
    for (const cookie of [`bs_access=${access}; bs_refresh=${refresh}`, `bs_refresh=${moved}`]) {
      const me = await withCookieHeader(stranger, kit.auth.me, '/api/auth/me', cookie);
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ client: null });
      expect(me.headers.getSetCookie().some((raw) => /^bs_refresh=; .*Max-Age=0/.test(raw))).toBe(true);
      const refreshed = await withCookieHeader(stranger, kit.auth.refresh, '/api/auth/refresh', cookie, {
        method: 'POST',
      });
      expect(refreshed.status).toBe(401);
    }
    expect(asked).toEqual([]);
  });

  it('takes the real cookie when a planted copy of the same name comes with it, before or after', async () => {
    const real = await signedIn('+447700900981');
    const planted = await wrongTag('bs_refresh', 'planted-token', real.jar.get('bs_refresh')!.value.split('.')[1]);
    for (const order of ['planted-first', 'planted-last']) {
      const mine = `bs_refresh=${real.jar.get('bs_refresh')!.value}`;
      const cookie = order === 'planted-first' ? `bs_refresh=${planted}; ${mine}` : `${mine}; bs_refresh=${planted}`;
      const refreshed = real.keep(
        await withCookieHeader(real, kit.auth.refresh, '/api/auth/refresh', cookie, { method: 'POST' }),
      );
      expect(refreshed.status, order).toBe(200);
      const me = await withCookieHeader(
        real,
        kit.auth.me,
        '/api/auth/me',
        `bs_access=${real.jar.get('bs_access')!.value}; bs_access=${await wrongTag('bs_access', 'planted')}`,
      );
      expect(await me.json(), order).toMatchObject({ client: { firstName: 'Jo' } });
    }
  });

  it(`counts a spent refresh cookie replayed at the appointments list: ${refusedSessionsPerAddress.max} refresh calls at most`, async () => {
    const visitor = await signedIn('+447700900982');
    const spent = visitor.jar.get('bs_refresh')!.value;
    expect((await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
    // Past the moment a spent token still gets the pair it was traded for.
    kit.clock.now += refreshGraceMs + 1;
    asked = [];
    const replayer = kit.visitor('203.0.113.82');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await withCookieHeader(
        replayer,
        kit.appointments.list,
        '/api/booking/appointments',
        `bs_refresh=${spent}`,
      );
      statuses.push(answer.status);
    }
    expect(asked.filter((path) => path === '/auth/refresh').length).toBeLessThanOrEqual(refusedSessionsPerAddress.max);
    expect(statuses.slice(refusedSessionsPerAddress.max)).toEqual(Array(40 - refusedSessionsPerAddress.max).fill(429));
  });

  it(`counts a spent refresh cookie replayed at the favourites list too: ${refusedSessionsPerAddress.max} refresh calls at most`, async () => {
    const visitor = await signedIn('+447700900985');
    const spent = visitor.jar.get('bs_refresh')!.value;
    expect((await visitor.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
    kit.clock.now += refreshGraceMs + 1;
    asked = [];
    const replayer = kit.visitor('203.0.113.83');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const answer = await withCookieHeader(replayer, kit.favourites.list, '/api/favourites', `bs_refresh=${spent}`);
      statuses.push(answer.status);
    }
    expect(asked.filter((path) => path === '/auth/refresh').length).toBeLessThanOrEqual(refusedSessionsPerAddress.max);
    expect(statuses.slice(refusedSessionsPerAddress.max)).toEqual(Array(40 - refusedSessionsPerAddress.max).fill(429));
  });

  it(`limits a client's reads to ${readsPerSession.max} an hour per session, asking for the settings once`, async () => {
    const visitor = await signedIn('+447700900983');
    asked = [];
    for (let i = 0; i < readsPerSession.max; i += 1) {
      const answer = await visitor.send(kit.appointments.list, '/api/booking/appointments');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(asked.filter((path) => path === '/settings')).toHaveLength(1);
    const calls = asked.length;
    const limited = await visitor.send(kit.appointments.list, '/api/booking/appointments');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const calendar = await kit.calendar(visitor.request('/api/booking/appointments/1/calendar'), '1');
    expect(calendar.status).toBe(429);
    expect(asked).toHaveLength(calls);
    // Another session from another address is not held back.
    const other = await signedIn('+447700900984', '198.51.100.61');
    expect((await other.send(kit.appointments.list, '/api/booking/appointments')).status).toBe(200);
  });

  it(`limits reads from one address to ${readsPerAddress.max} an hour, whatever the sessions`, async () => {
    const sessions = await Promise.all(
      Array.from({ length: Math.ceil(readsPerAddress.max / readsPerSession.max) + 1 }, (_, i) =>
        signedIn(`+4477009009${String(90 + i)}`, '198.51.100.70'),
      ),
    );
    let read = 0;
    for (const visitor of sessions.slice(0, -1))
      for (let i = 0; i < readsPerSession.max && read < readsPerAddress.max; i += 1, read += 1)
        expect((await visitor.send(kit.appointments.list, '/api/booking/appointments')).status).toBe(200);
    expect((await sessions.at(-1)!.send(kit.appointments.list, '/api/booking/appointments')).status).toBe(429);
  }, 60_000);

  it('on https, names the cookies __Secure- and clears the bare names left from before', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const visitor = await signedIn('+447700900985', '198.51.100.62', https);
    expect([...visitor.jar.keys()].filter((name) => !name.startsWith('__Secure-'))).toEqual([]);
    const access = visitor.jar.get('__Secure-bs_access')!.value;
    const answer = await withCookieHeader(
      visitor,
      kit.appointments.list,
      '/api/booking/appointments',
      `bs_access=old; bs_refresh=old; __Secure-bs_access=${access}`,
      { headers: https },
    );
    expect(answer.status).toBe(200);
    const cleared = answer.headers.getSetCookie().filter((raw) => /^bs_(access|refresh)=; .*Max-Age=0/.test(raw));
    expect(cleared).toHaveLength(6);
  });
});
