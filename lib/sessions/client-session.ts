/**
 * Runs a booking-system call as the signed-in visitor. Cookies without the site's tag are
 * no session at all: nothing is asked of the booking system or the database for them, and
 * they are cleared. If the access token is missing or refused and a refresh token exists,
 * the session is refreshed here on the server and the call tried once more; the new tokens
 * come back as cookies to set. A refresh token the system refuses, or the site has revoked,
 * ends the session (its cookies are cleared). The refresh is the site's shared one
 * (`refresh-sessions.ts`): requests that find the access token lapsed at the same time all
 * get the one new pair.
 */
import type { BookingResult } from '@/lib/booking/result';
import { clearedSessionCookies, isSecureRequest, readSession, sessionCookies } from './session-cookies';
import type { SiteClient } from './site-client';

export type SessionCall<T> =
  | { signedIn: false; cookies: string[]; refused: boolean }
  | { signedIn: true; result: BookingResult<T>; cookies: string[] };

/**
 * `refused` (when not signed in): the request sent session cookies and they were no session:
 * not the site's, or refused by the booking system or the site's own record.
 */
export async function asClient<T>(
  request: Request,
  client: SiteClient,
  call: (accessToken: string) => Promise<BookingResult<T>>,
): Promise<SessionCall<T>> {
  const secure = isSecureRequest(request);
  const { access, refresh, sent, forged } = await readSession(request, client.session.tags);
  const signedOut = (refused: boolean) => ({
    signedIn: false as const,
    cookies: refused ? clearedSessionCookies(secure) : [],
    refused,
  });
  if (forged) return signedOut(true);
  if (access) {
    const result = await call(access.token);
    if (result.ok || result.failure.kind !== 'unauthorized') return { signedIn: true, result, cookies: [] };
  }
  if (!refresh) return signedOut(sent);
  const renewed = await client.session.refresh(refresh);
  if (!renewed.ok) {
    if (renewed.failure.kind === 'unavailable') return { signedIn: true, result: renewed, cookies: [] };
    return signedOut(true);
  }
  const result = await call(renewed.value.accessToken);
  return {
    signedIn: true,
    result,
    cookies: await sessionCookies(client.session.tags, renewed.value, refresh.session, secure),
  };
}
