/**
 * The visitor's booking-system session, held only in cookies the page's scripts cannot
 * read (httpOnly), sent only to the API (Path=/api), only over https when the site is on
 * https (Secure), and not on cross-site sub-requests (SameSite=Lax). No token ever goes
 * into a response body, a URL or a log.
 */
import type { SessionTokens } from '@/lib/booking/types';

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

export function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const expiredCookie = (name: string, secure: boolean) => cookie(name, '', 0, secure);

export function sessionCookies(tokens: SessionTokens, secure: boolean): string[] {
  return [
    cookie(accessCookie, tokens.accessToken, Math.max(1, tokens.expiresInSeconds - accessMarginSeconds), secure),
    cookie(refreshCookie, tokens.refreshToken, tokens.refreshExpiresInSeconds ?? defaultRefreshSeconds, secure),
  ];
}

export const clearedSessionCookies = (secure: boolean) => [
  expiredCookie(accessCookie, secure),
  expiredCookie(refreshCookie, secure),
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
