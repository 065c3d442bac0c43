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

export function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean, path = '/api'): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
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

export async function readSession(request: Request, tags: CookieTags): Promise<RequestSession> {
  const cookies = readCookies(request);
  const raw = { access: cookies.get(accessCookie), refresh: cookies.get(refreshCookie) };
  const access = await tags.open(accessCookie, raw.access);
  const refresh = await tags.open(refreshCookie, raw.refresh);
  return {
    access,
    refresh,
    sent: Boolean(raw.access || raw.refresh),
    forged: Boolean((raw.access && !access) || (raw.refresh && !refresh)),
  };
}

/** Every copy of the session's cookies, expired. */
export const clearedSessionCookies = (secure: boolean) => [
  ...everyPath(accessCookie, '', 0, secure),
  ...everyPath(refreshCookie, '', 0, secure),
];

export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** A response with these cookies added. */
export function withCookies(response: Response, cookies: string[]): Response {
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  return response;
}
