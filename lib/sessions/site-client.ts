/**
 * The booking client as the site's routes use it: the booking system's calls, plus the
 * site's own handling of the session that travels in cookies (their tags, the shared
 * refresh, the revocation at sign-out). Routes that act for a signed-in visitor go through
 * `asClient` (`client-session.ts`), which reads the cookies with these.
 */
import type { BookingClient } from '@/lib/booking/client/booking-client';
import type { BookingResult } from '@/lib/booking/result';
import type { SessionTokens } from '@/lib/booking/types';
import type { CookieTags, TaggedToken } from './cookie-tags';
import type { RefreshSessions } from './refresh-sessions';

export type SessionKeeper = {
  /** Seals tokens into cookie values and opens them, refusing any the site did not write. */
  tags: CookieTags;
  /** Trades the session's refresh token in, once however many requests ask at the same time. */
  refresh(token: TaggedToken): Promise<BookingResult<SessionTokens>>;
  /** Ends the session: the site refuses its refresh tokens, and the booking system ends the sign-in where it can. */
  signOut(token: TaggedToken): Promise<void>;
};

export type SiteClient = BookingClient & { session: SessionKeeper };

export function withSessions(client: BookingClient, sessions: RefreshSessions, tags: CookieTags): SiteClient {
  return {
    ...client,
    session: {
      tags,
      refresh: (token) => sessions.refresh(client, token),
      signOut: (token) => sessions.revoke(client, token),
    },
  };
}
