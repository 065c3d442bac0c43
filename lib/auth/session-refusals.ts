/**
 * Session cookies refused, per address: a cookie the site did not write, or a session the
 * booking system or the site's record refuses. A visitor's browser meets this once per
 * session at most (the refusal clears its cookies), so 30 an hour leaves room for a whole
 * office behind one address after the server's secret changed, while someone replaying stale
 * tokens gets no more than that many booking-system calls an hour from one address (an IPv6
 * client per /64, and its /48 four times that). Looked at before the booking system is
 * asked about a cookie, counted when one is refused.
 */
import type { Limiter } from '@/lib/rate-limit/limit';
import { limitAddress } from '@/lib/rate-limit/address-limit';
import { sessionsRefused } from './sign-in-answers';

export const refusedSessionsPerAddress = { max: 30, windowMs: 60 * 60 * 1000 };
const name = 'auth-session-refused';

export function createSessionRefusals(deps: { limit: Limiter; checkLimit: Limiter }) {
  const { max, windowMs } = refusedSessionsPerAddress;
  return {
    /** The 429 to answer when `ip` has had its allowance of refusals this hour (nothing counted), else null. */
    async blocked(ip: string): Promise<Response | null> {
      const room = await limitAddress(deps.checkLimit, name, ip, max, windowMs);
      return room.ok ? null : sessionsRefused(room.retryAfterSeconds);
    },

    /** Counts a refusal from `ip`: the 429 to answer when it is one too many, else null. */
    async count(ip: string): Promise<Response | null> {
      const counted = await limitAddress(deps.limit, name, ip, max, windowMs);
      return counted.ok ? null : sessionsRefused(counted.retryAfterSeconds);
    },
  };
}
