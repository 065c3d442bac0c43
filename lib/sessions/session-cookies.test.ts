import { describe, expect, it } from 'vitest';
import type { SessionTokens } from '@/lib/booking/types';
import { createCookieTags, newSessionId } from './cookie-tags';
import {
  accessCookie,
  clearedSessionCookies,
  cookieName,
  readSession,
  refreshCookie,
  sessionCookiePaths,
  sessionCookies,
  staleCookies,
} from './session-cookies';

const tags = createCookieTags(async () => Buffer.alloc(32, 3));
const tokens: SessionTokens = {
  accessToken: 'access.jwt',
  refreshToken: 'refresh.jwt',
  expiresInSeconds: 900,
  refreshExpiresInSeconds: null,
  clientId: '7',
};

/** A Set-Cookie header as name, value and attributes (lower-cased names). */
function parse(raw: string) {
  const [pair = '', ...rest] = raw.split(';').map((part) => part.trim());
  const index = pair.indexOf('=');
  const attributes = new Map(
    rest.map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toLowerCase(), value] as const;
    }),
  );
  return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes };
}

/** RFC 6265's path-match: whether a browser sends a cookie of `cookiePath` with a request for `path`. */
const pathMatches = (cookiePath: string, path: string) =>
  path === cookiePath || (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'));

describe('the session’s cookies', () => {
  it('go to the API and to the booking page of each locale, and nowhere else', () => {
    expect([...sessionCookiePaths].sort()).toEqual(['/api', '/book/', '/ua/book/']);
    for (const path of ['/', '/services/', '/ua/', '/booking/', '/ua/services/', '/_next/static/x.js'])
      expect(
        sessionCookiePaths.filter((cookiePath) => pathMatches(cookiePath, path)),
        path,
      ).toEqual([]);
    // One copy at most on any request: no path lies under another.
    for (const path of ['/api/booking/appointments', '/book/', '/ua/book/'])
      expect(
        sessionCookiePaths.filter((cookiePath) => pathMatches(cookiePath, path)),
        path,
      ).toHaveLength(1);
  });

  it('are written as one copy per path, the same sealed value, httpOnly, SameSite=Lax, Secure and __Secure- named on https', async () => {
    const session = newSessionId();
    const written = (await sessionCookies(tags, tokens, session, true)).map(parse);
    expect(new Set(written.map((entry) => entry.name))).toEqual(new Set(['__Secure-bs_access', '__Secure-bs_refresh']));
    for (const name of [accessCookie, refreshCookie]) {
      const copies = written.filter((entry) => entry.name === cookieName(name, true));
      expect(copies.map((entry) => entry.attributes.get('path')).sort()).toEqual(['/api', '/book/', '/ua/book/']);
      expect(new Set(copies.map((entry) => entry.value)).size).toBe(1);
      expect(await tags.open(name, copies[0]!.value)).toMatchObject({ session });
      for (const copy of copies) {
        expect([...copy.attributes.keys()]).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite']));
        expect(copy.attributes.get('samesite')).toBe('Lax');
      }
    }
    expect(written).toHaveLength(6);
  });

  it('are cleared on every path at once', () => {
    const cleared = clearedSessionCookies(false).map(parse);
    expect(cleared.map((entry) => `${entry.name} ${entry.attributes.get('path')}`).sort()).toEqual([
      'bs_access /api',
      'bs_access /book/',
      'bs_access /ua/book/',
      'bs_refresh /api',
      'bs_refresh /book/',
      'bs_refresh /ua/book/',
    ]);
    for (const entry of cleared) {
      expect(entry.value).toBe('');
      expect(entry.attributes.get('max-age')).toBe('0');
      expect(entry.attributes.has('secure')).toBe(false);
    }
  });

  it('are read from a page request the same as from an API request', async () => {
    const written = (await sessionCookies(tags, tokens, newSessionId(), false)).map(parse);
    const onPage = written.filter((entry) => entry.attributes.get('path') === '/ua/book/');
    const request = new Request('http://localhost/ua/book/?mine', {
      headers: { cookie: onPage.map((entry) => `${entry.name}=${entry.value}`).join('; ') },
    });
    const read = await readSession(request, tags);
    expect(read).toMatchObject({ sent: true, forged: false });
    expect(read.access?.token).toBe('access.jwt');
    expect(read.refresh?.token).toBe('refresh.jwt');
  });

  /** A request to `url` carrying these cookies, in this order. */
  const carrying = (url: string, pairs: [string, string][]) =>
    new Request(url, { headers: { cookie: pairs.map(([name, value]) => `${name}=${value}`).join('; ') } });

  it('keep their bare names on plain http, where a browser refuses a prefixed cookie without Secure', async () => {
    const written = (await sessionCookies(tags, tokens, newSessionId(), false)).map(parse);
    expect(new Set(written.map((entry) => entry.name))).toEqual(new Set(['bs_access', 'bs_refresh']));
    expect(written.every((entry) => !entry.attributes.has('secure'))).toBe(true);
  });

  it('take the copy that bears the site’s tag when a planted one of the same name comes before or after it', async () => {
    const session = newSessionId();
    const refresh = await tags.seal(refreshCookie, { token: 'refresh.jwt', session });
    // Well shaped, with a tag that is not the site's: what a sibling host could plant.
    const planted = await createCookieTags(async () => Buffer.alloc(32, 9)).seal(refreshCookie, {
      token: 'planted.jwt',
      session,
    });
    for (const order of [
      [planted, refresh],
      [refresh, planted],
    ]) {
      const read = await readSession(
        carrying(
          'https://salon.example/api/auth/me',
          order.map((value) => ['__Secure-bs_refresh', value]),
        ),
        tags,
      );
      expect(read).toMatchObject({ sent: true, forged: false, refresh: { token: 'refresh.jwt', session } });
    }
    const alone = await readSession(
      carrying('https://salon.example/api/auth/me', [['__Secure-bs_refresh', planted]]),
      tags,
    );
    expect(alone).toMatchObject({ sent: true, forged: true, refresh: null });
  });

  it('are read on https only under the prefixed names, the bare ones being cleared on every path', async () => {
    const session = newSessionId();
    const access = await tags.seal(accessCookie, { token: 'access.jwt', session });
    const old = carrying('https://salon.example/api/booking/appointments', [
      ['bs_access', access],
      ['bs_sign_in', 'x'],
    ]);
    expect(await readSession(old, tags)).toMatchObject({ sent: false, access: null });
    expect(
      staleCookies(old)
        .map((raw) => parse(raw))
        .map((entry) => `${entry.name} ${entry.attributes.get('path')} ${entry.attributes.get('max-age')}`),
    ).toEqual(['bs_access /api 0', 'bs_access /book/ 0', 'bs_access /ua/book/ 0', 'bs_sign_in /api 0']);
    const current = carrying('https://salon.example/api/booking/appointments', [['__Secure-bs_access', access]]);
    expect(await readSession(current, tags)).toMatchObject({ sent: true, access: { token: 'access.jwt' } });
    expect(staleCookies(current)).toEqual([]);
    expect(staleCookies(carrying('http://localhost:3000/api/auth/me', [['bs_access', access]]))).toEqual([]);
  });
});
