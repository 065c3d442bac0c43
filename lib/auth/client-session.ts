/**
 * Runs a booking-system call as the signed-in visitor. If the access token is missing or
 * refused and a refresh token exists, the session is refreshed here on the server and the
 * call tried once more; the new tokens come back as cookies to set. A refresh token the
 * system refuses, or the site has revoked, ends the session (its cookies are cleared).
 * `client.refresh` is the site's shared refresh (`refresh-sessions.ts`): requests that find
 * the access token lapsed at the same time all get the one new pair.
 */
import type { BookingClient } from '@/lib/booking/client/booking-client';
import type { BookingResult } from '@/lib/booking/result';
import {
  accessCookie,
  clearedSessionCookies,
  isSecureRequest,
  readCookies,
  refreshCookie,
  sessionCookies,
} from './session-cookies';

export type SessionCall<T> =
  { signedIn: false; cookies: string[] } | { signedIn: true; result: BookingResult<T>; cookies: string[] };

export async function asClient<T>(
  request: Request,
  client: BookingClient,
  call: (accessToken: string) => Promise<BookingResult<T>>,
): Promise<SessionCall<T>> {
  const cookies = readCookies(request);
  const secure = isSecureRequest(request);
  const access = cookies.get(accessCookie);
  const refresh = cookies.get(refreshCookie);
  if (access) {
    const result = await call(access);
    if (result.ok || result.failure.kind !== 'unauthorized') return { signedIn: true, result, cookies: [] };
  }
  if (!refresh) return { signedIn: false, cookies: access ? clearedSessionCookies(secure) : [] };
  const renewed = await client.refresh(refresh);
  if (!renewed.ok) {
    if (renewed.failure.kind === 'unavailable') return { signedIn: true, result: renewed, cookies: [] };
    return { signedIn: false, cookies: clearedSessionCookies(secure) };
  }
  const result = await call(renewed.value.accessToken);
  return { signedIn: true, result, cookies: sessionCookies(renewed.value, secure) };
}
