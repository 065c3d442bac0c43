/**
 * The visitor's booking-system session, held only in cookies the page's scripts cannot
 * read (httpOnly), sent only over https when the site is on https (Secure), and not on
 * cross-site sub-requests (SameSite=Lax). No token ever goes into a response body, a URL or
 * a log. Each token is sealed with the site's tag (`cookie-tags.ts`), and a cookie without a
 * good one is read as no cookie.
 *
 * The session goes only where it is used: the API (Path=/api) and the booking page in each
 * locale (`/book/`, `/ua/book/`), which is rendered on the server for the signed-in visitor
 * (My bookings, the review step) and works without JavaScript. Every other page and asset
 * request goes without it. A path is a cookie of its own to the browser, so each cookie is
 * written as one copy per path, every copy in the same response with the same value: a
 * refresh, a sign-in and a sign-out always write (or clear) all of them, so no copy keeps a
 * refresh token the booking system has already traded in. A request carries one copy at
 * most: no two of these paths lie under one another.
 *
 * On https the cookies are named with the `__Secure-` prefix, which a browser accepts only
 * with Secure from a secure page, so no plain-http page of a sibling host can plant one
 * (`__Host-` would also forbid a Domain, but allows no path but `/`). Local trials on plain
 * http keep the bare names: a browser refuses prefixed cookies without Secure. A request may
 * still carry several cookies of one name (one planted with a wider path or a parent
 * domain): each is tried, and the one with the site's tag is the session, so a planted copy
 * neither wins nor signs the visitor out. Cookies of the bare names on https are left from
 * before the prefix: never read there, and cleared by the next answer that reads the session.
 */
import type { SessionTokens } from '@/lib/booking/types';
import { bookingPagePath } from '@/lib/booking/booking-paths';
import { localisedPath } from '@/lib/i18n/locale-href';
import { locales } from '@/lib/i18n/routing';
import type { CookieTags, TaggedToken } from './cookie-tags';

export const accessCookie = 'bs_access';
export const refreshCookie = 'bs_refresh';
export const signInCookie = 'bs_sign_in';

const defaultRefreshSeconds = 30 * 24 * 60 * 60;
// Let the access cookie lapse a little before the token does, so the server refreshes in time.
const accessMarginSeconds = 30;

export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

/** Where the session's cookies are sent: the API, and the booking page of each locale. */
export const sessionCookiePaths: readonly string[] = [
  '/api',
  ...locales.map((locale) => localisedPath(locale, bookingPagePath)),
];

/** The name a cookie goes by: `__Secure-` prefixed when it is Secure. */
export const cookieName = (name: string, secure: boolean) => (secure ? `__Secure-${name}` : name);

function setCookie(fullName: string, value: string, maxAgeSeconds: number, secure: boolean, path: string): string {
  return [
    `${fullName}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean, path = '/api'): string {
  return setCookie(cookieName(name, secure), value, maxAgeSeconds, secure, path);
}

export const expiredCookie = (name: string, secure: boolean, path = '/api') => cookie(name, '', 0, secure, path);

/** A session cookie as one copy per path of `sessionCookiePaths`. */
const everyPath = (name: string, value: string, maxAgeSeconds: number, secure: boolean) =>
  sessionCookiePaths.map((path) => cookie(name, value, maxAgeSeconds, secure, path));

/** The session's two cookies (a copy on each path), each token sealed with the site's tag and the session's id. */
export async function sessionCookies(
  tags: CookieTags,
  tokens: SessionTokens,
  session: string,
  secure: boolean,
): Promise<string[]> {
  const access = await tags.seal(accessCookie, { token: tokens.accessToken, session });
  const refresh = await tags.seal(refreshCookie, { token: tokens.refreshToken, session });
  return [
    ...everyPath(accessCookie, access, Math.max(1, tokens.expiresInSeconds - accessMarginSeconds), secure),
    ...everyPath(refreshCookie, refresh, tokens.refreshExpiresInSeconds ?? defaultRefreshSeconds, secure),
  ];
}

/**
 * The session a request carries: its tokens that bear the site's tag; `sent` when it had
 * either cookie at all, `forged` when one of them was not the site's.
 */
export type RequestSession = {
  access: TaggedToken | null;
  refresh: TaggedToken | null;
  sent: boolean;
  forged: boolean;
};

/**
 * The token in a cookie of the site's called `name` (as `cookieName` spells it for this
 * request): of every copy the request carries, the first that bears the site's tag; `sent`
 * when there was a copy at all.
 */
export async function openCookie(
  request: Request,
  tags: CookieTags,
  name: string,
): Promise<{ token: TaggedToken | null; sent: boolean }> {
  const values = readCookieValues(request, cookieName(name, isSecureRequest(request)));
  for (const value of values) {
    const token = await tags.open(name, value);
    if (token) return { token, sent: true };
  }
  return { token: null, sent: values.some(Boolean) };
}

export async function readSession(request: Request, tags: CookieTags): Promise<RequestSession> {
  const access = await openCookie(request, tags, accessCookie);
  const refresh = await openCookie(request, tags, refreshCookie);
  return {
    access: access.token,
    refresh: refresh.token,
    sent: access.sent || refresh.sent,
    forged: (access.sent && !access.token) || (refresh.sent && !refresh.token),
  };
}

/**
 * On https, the cookies of the bare names this request still carries (written before the
 * `__Secure-` prefix), expired on every path they were written on; else none.
 */
export function staleCookies(request: Request): string[] {
  const secure = isSecureRequest(request);
  if (!secure) return [];
  return [accessCookie, refreshCookie, signInCookie]
    .filter((name) => readCookieValues(request, name).length > 0)
    .flatMap((name) =>
      (name === signInCookie ? ['/api'] : sessionCookiePaths).map((path) => setCookie(name, '', 0, secure, path)),
    );
}

/** Every copy of the session's cookies, expired. */
export const clearedSessionCookies = (secure: boolean) => [
  ...everyPath(accessCookie, '', 0, secure),
  ...everyPath(refreshCookie, '', 0, secure),
];

/** Every value the request's Cookie header gives the cookie `fullName`, in the order sent. */
export function readCookieValues(request: Request, fullName: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === fullName) values.push(part.slice(index + 1).trim());
  }
  return values;
}

/** Marks an answer with a client's data or session as for this visitor only and never kept by any cache. */
export function privateAnswer(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A response with these cookies added; one that sets a cookie is private (`privateAnswer`). */
export function withCookies(response: Response, cookies: string[]): Response {
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  return cookies.length > 0 ? privateAnswer(response) : response;
}
