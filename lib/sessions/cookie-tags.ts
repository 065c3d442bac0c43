/**
 * Every token the site puts in a cookie carries a keyed tag (HMAC-SHA-256 under a key of the
 * server's secret), checked before anything else is done with it: a cookie the site did not
 * write is no session, so a made-up token costs no database row and no booking-system call.
 * The tag covers the cookie's name (an access token is not accepted as a refresh token), the
 * session id the site gave the sign-in (so signing out can end the whole session by that id),
 * and the token.
 *
 * A cookie's value: `<tag>.<session>.<token>`, the tag and session in base64url (no dot), the
 * token as the booking system issued it (which may itself hold dots).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeySource } from '@/lib/secrets/server-key';

/** A token from a cookie the site wrote, and the session it belongs to. */
export type TaggedToken = { token: string; session: string };

/** A new session id, for a sign-in that has just succeeded. */
export const newSessionId = () => randomBytes(16).toString('base64url');

export function createCookieTags(key: KeySource) {
  async function tagOf(name: string, session: string, token: string): Promise<Buffer> {
    return createHmac('sha256', await key())
      .update(`${name}\n${session}\n${token}`)
      .digest();
  }

  return {
    /** The cookie value that carries `token` of `session` under the cookie `name`. */
    async seal(name: string, { token, session }: TaggedToken): Promise<string> {
      return `${(await tagOf(name, session, token)).toString('base64url')}.${session}.${token}`;
    },

    /** The token in a cookie's value, or null when the site did not write it (no tag, a wrong one, another cookie's). */
    async open(name: string, value: string | undefined): Promise<TaggedToken | null> {
      if (!value) return null;
      const first = value.indexOf('.');
      const second = value.indexOf('.', first + 1);
      if (first <= 0 || second < 0) return null;
      const given = Buffer.from(value.slice(0, first), 'base64url');
      const session = value.slice(first + 1, second);
      const token = value.slice(second + 1);
      if (!token) return null;
      const expected = await tagOf(name, session, token);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { token, session } : null;
    },
  };
}

export type CookieTags = ReturnType<typeof createCookieTags>;
