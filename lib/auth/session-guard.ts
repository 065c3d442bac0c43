/**
 * The one place a route reads the visitor's session (`asClient`, `client-session.ts`) with
 * the address's allowance of refused session cookies (`session-refusals.ts`): a request that
 * carries the site's cookies is answered 429 before the booking system is asked about them
 * once the address has had too many refused this hour, and a refused one is counted.
 * Cookies the site did not write cost no booking-system call, so they are cleared and
 * counted without the first check.
 *
 * Reads of a client's own data (their appointments, a calendar file, the booking page's My
 * bookings) are also counted per session and per address before anything is asked
 * (`readsPerSession`, `readsPerAddress`): each costs the booking system two or three calls.
 */
import type { BookingResult } from '@/lib/booking/result';
import { clientIp } from '@/lib/http/client-ip';
import { limitAddress } from '@/lib/rate-limit/address-limit';
import { asClient, type SessionCall } from '@/lib/sessions/client-session';
import { readSession, staleCookies } from '@/lib/sessions/session-cookies';
import type { SiteClient } from '@/lib/sessions/site-client';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { createSessionRefusals } from './session-refusals';
import { sessionsRefused } from './sign-in-answers';

const hourMs = 60 * 60 * 1000;
/** A client's reads of their own data in an hour, per signed-in session (a new one needs a new text code). */
export const readsPerSession = { max: 120, windowMs: hourMs };
/** The same from one address, whatever the sessions: room for a household or an office. */
export const readsPerAddress = { max: 360, windowMs: hourMs };

/** `asClient`'s answer, or the 429 to send instead (`cookies` still to be set on it). */
export type GuardedCall<T> = SessionCall<T> | { signedIn: false; cookies: string[]; refused: true; limited: Response };

export function createSessionGuard(deps: SiteDeps) {
  const refusals = createSessionRefusals(deps);

  /** `asClient` for `request`, with its refused cookies looked at and counted, and any stale cookie names cleared. */
  async function asGuardedClient<T>(
    request: Request,
    client: SiteClient,
    call: (accessToken: string) => Promise<BookingResult<T>>,
    options: { read?: boolean } = {},
  ): Promise<GuardedCall<T>> {
    const ip = clientIp(request.headers);
    const stale = staleCookies(request);
    const sent = await readSession(request, client.session.tags);
    if (sent.sent && !sent.forged) {
      const blocked = (await refusals.blocked(ip)) ?? (options.read ? await countRead(sent, ip) : null);
      if (blocked) return { signedIn: false, cookies: stale, refused: true, limited: blocked };
    }
    const session = await asClient(request, client, call);
    const cookies = [...stale, ...session.cookies];
    if (!session.signedIn && session.refused) {
      const limited = await refusals.count(ip);
      if (limited) return { signedIn: false, cookies, refused: true, limited };
    }
    return { ...session, cookies };
  }

  /** Counts a read against the session's and the address's allowances: the 429 when one is used up, else null. */
  async function countRead(sent: Awaited<ReturnType<typeof readSession>>, ip: string): Promise<Response | null> {
    const session = sent.access?.session ?? sent.refresh?.session;
    if (session !== undefined) {
      const bySession = await deps.limit(
        `client-read:session:${session}`,
        readsPerSession.max,
        readsPerSession.windowMs,
      );
      if (!bySession.ok) return sessionsRefused(bySession.retryAfterSeconds);
    }
    const byAddress = await limitAddress(
      deps.limit,
      'client-read:ip',
      ip,
      readsPerAddress.max,
      readsPerAddress.windowMs,
    );
    return byAddress.ok ? null : sessionsRefused(byAddress.retryAfterSeconds);
  }

  return { asClient: asGuardedClient, refusals };
}
