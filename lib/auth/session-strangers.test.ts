/**
 * Session cookies the site did not write, on each engine: signing out with one writes
 * nothing and asks the booking system nothing; `me` and `refresh` treat one as no session
 * and clear it; and each address gets a limited number of refused session cookies an hour
 * (made-up or stale alike), past which it is answered 429 before the booking system is asked.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createCookieTags } from '@/lib/sessions/cookie-tags';
import { sessionCookiePaths } from '@/lib/sessions/session-cookies';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';
import { refusedSessionsPerAddress } from './session-refusals';

describe.each(databaseEngines)('session cookies the site did not write, on %s', (engine) => {
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

  const stranger = (cookies: Record<string, string>, ip = '203.0.113.50') => {
    const visitor = kit.visitor(ip);
    for (const [name, value] of Object.entries(cookies)) visitor.jar.set(name, { value, expires: Infinity, raw: '' });
    return visitor;
  };
  const cleared = (answer: Response) =>
    answer.headers.getSetCookie().filter((raw) => /^bs_(access|refresh)=; .*Max-Age=0/.test(raw)).length ===
    2 * sessionCookiePaths.length;
  /** What the site has written about sessions: none of it may come from a stranger. */
  async function expectNothingWritten() {
    expect(await kit.db.selectFrom('auth_refresh_tokens').selectAll().execute()).toEqual([]);
    expect(await kit.db.selectFrom('auth_revoked_sessions').selectAll().execute()).toEqual([]);
  }

  async function signedIn(phone: string, ip = '198.51.100.60') {
    const visitor = kit.visitor(ip);
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    const answer = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'Bloggs' },
    });
    expect(answer.status).toBe(200);
    return visitor;
  }

  it('signing out with made-up or misplaced tokens writes nothing and asks the booking system nothing', async () => {
    const real = await signedIn('+447700900970');
    const foreign = await createCookieTags(async () => Buffer.alloc(32, 7)).seal('bs_refresh', {
      token: real.token('bs_refresh')!,
      session: 'another-sites-session',
    });
    asked = [];
    for (const value of [
      'made-up-refresh-token',
      `xx.yy.${real.token('bs_refresh')}`,
      real.token('bs_refresh')!, // the booking system's own token, without the site's tag
      real.jar.get('bs_access')!.value, // the site's access cookie, where the refresh cookie goes
      foreign, // tagged under another key
    ]) {
      const out = await stranger({ bs_refresh: value }).send(kit.auth.signOut, '/api/auth/sign-out', {
        method: 'POST',
      });
      expect(out.status).toBe(200);
      expect(cleared(out)).toBe(true);
    }
    await expectNothingWritten();
    expect(asked).toEqual([]);
    // The real session was not touched.
    expect((await real.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' })).status).toBe(200);
  });

  it('me and refresh treat made-up cookies as no session: nothing asked, nothing written, cookies cleared', async () => {
    const made = { bs_access: 'made-up-access', bs_refresh: 'made-up-refresh' };
    const me = await stranger(made).send(kit.auth.me, '/api/auth/me');
    expect(await me.json()).toEqual({ client: null });
    expect(cleared(me)).toBe(true);
    const refreshed = await stranger(made).send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
    expect(refreshed.status).toBe(401);
    expect(cleared(refreshed)).toBe(true);
    expect(asked).toEqual([]);
    await expectNothingWritten();
  });

  it(`answers 429 past ${refusedSessionsPerAddress.max} refused session cookies an hour from one address, before asking the booking system`, async () => {
    const visitor = await signedIn('+447700900971');
    const stale = { bs_access: visitor.jar.get('bs_access')!.value, bs_refresh: visitor.jar.get('bs_refresh')!.value };
    await visitor.send(kit.auth.signOut, '/api/auth/sign-out', { method: 'POST' });
    asked = [];
    const replay = (ip = '203.0.113.51') => stranger(stale, ip);
    const answers: number[] = [];
    for (let i = 0; i < refusedSessionsPerAddress.max; i += 1) {
      const who: Visitor = i % 3 === 0 ? stranger({ bs_refresh: `forged-${i}` }, '203.0.113.51') : replay();
      const answer =
        i % 2 === 0
          ? await who.send(kit.auth.me, '/api/auth/me')
          : await who.send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' });
      answers.push(answer.status);
    }
    expect(answers.every((status) => status === 200 || status === 401)).toBe(true);
    const callsSoFar = asked.length;
    expect(callsSoFar).toBeGreaterThan(0); // stale access tokens were asked about
    for (const send of [
      () => replay().send(kit.auth.me, '/api/auth/me'),
      () => replay().send(kit.auth.refresh, '/api/auth/refresh', { method: 'POST' }),
    ]) {
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(asked).toHaveLength(callsSoFar);
    // Another address is not held back; the first may try again an hour later.
    expect((await replay('203.0.113.52').send(kit.auth.me, '/api/auth/me')).status).toBe(200);
    kit.clock.now += refusedSessionsPerAddress.windowMs;
    expect((await replay().send(kit.auth.me, '/api/auth/me')).status).toBe(200);
  });

  it('counts the widget token’s refused cookies too', async () => {
    await kit.close();
    kit = await createSiteKit('2026-01-05T08:00:00Z', {
      engine,
      widgetUrl: 'https://widget.example/',
      intercept: async (request) => {
        asked.push(new URL(request.url).pathname);
      },
    });
    const visitor = await signedIn('+447700900972');
    const stale = { bs_access: visitor.jar.get('bs_access')!.value, bs_refresh: visitor.jar.get('bs_refresh')!.value };
    await visitor.send(kit.auth.signOut, '/api/auth/sign-out', { method: 'POST' });
    const token = (cookies: Record<string, string>) =>
      stranger(cookies, '203.0.113.53').send(kit.auth.widgetToken, '/api/auth/widget-token', { method: 'POST' });
    for (let i = 0; i < refusedSessionsPerAddress.max; i += 1)
      expect((await token(i % 2 ? stale : { bs_access: `forged-${i}` })).status).toBe(401);
    asked = [];
    expect((await token(stale)).status).toBe(429);
    expect(asked).toEqual([]);
  });
});
