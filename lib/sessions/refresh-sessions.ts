/**
 * The site's own record of sessions and refresh tokens, whatever booking system issued them,
 * so that:
 *
 * - signing out ends the session on the server, not just in the browser: the site refuses
 *   every refresh token of that session (by the id the site gave the sign-in, which its
 *   cookies carry under the site's tag) until it could have expired anyway, and asks the
 *   booking system to end the sign-in where it can. One row per session signed out, and
 *   only for sessions the site itself started (a made-up cookie never gets here);
 * - requests that refresh one token at once (the account panel asks for the profile and the
 *   appointments together) share one refresh instead of signing the visitor out: the first
 *   claims the token and trades it in, the others wait for it (in this process, or by
 *   polling the record when another instance holds the claim), and for `refreshGraceMs`
 *   after the trade a request with the old token is answered with the same new tokens. The
 *   new pair is kept only encrypted, under a key of the server's secret, and is never
 *   handed out once the session has been signed out. After the grace window the old token
 *   goes to the booking system again, which refuses it as spent (the embedded backend then
 *   ends the whole sign-in: a spent token used again is a stolen one).
 *
 * A claim lasts as long as the booking system may take to answer (`BOOKING_TIMEOUT_MS`) plus
 * a margin for the database and for clocks that differ between instances, and a request
 * waits as long for another's claim: a claim that lapsed while its refresh was still under
 * way would let another instance trade the same token in again, which the booking system
 * takes for a stolen token.
 *
 * The record is in the site's database, so instances on one PostgreSQL share it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { failure, success, type BookingResult } from '@/lib/booking/result';
import type { SessionTokens } from '@/lib/booking/types';
import type { Database } from '@/lib/db/schema';
import type { TaggedToken } from './cookie-tags';
import type { KeySource } from '@/lib/secrets/server-key';

/** How long after a refresh the old token still gets the same new tokens. */
export const refreshGraceMs = 10_000;
/** What a claim lasts beyond the booking system's time-out: the database's own time, and clocks a little apart. */
export const claimMarginMs = 5_000;
/** How long a signed-out session is refused: the longest a refresh token lives here (the refresh cookie's default age). */
export const revokedKeepMs = 30 * 24 * 60 * 60 * 1000;
const pollMs = 50;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const unauthorized = failure<SessionTokens>({ kind: 'unauthorized', status: 401 });
const busy = failure<SessionTokens>({ kind: 'unavailable', reason: 'timeout', status: null });

export type RefreshSessionsDeps = {
  db: () => Promise<Kysely<Database>>;
  now: () => number;
  /** The key that encrypts a rotation's new tokens for the grace window. */
  key: KeySource;
  /** The longest the booking system may take to answer (`BOOKING_TIMEOUT_MS`). */
  bookingTimeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
};

type Record = Database['auth_refresh_tokens'];

export function createRefreshSessions(deps: RefreshSessionsDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  /** How long a claim holds, and so how long another request waits for it. */
  const claimMs = deps.bookingTimeoutMs + claimMarginMs;
  /** Refreshes under way in this process, by token hash: a second request joins the first. */
  const inFlight = new Map<string, Promise<BookingResult<SessionTokens>>>();

  async function seal(tokens: SessionTokens, hash: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await deps.key(), iv).setAAD(Buffer.from(hash));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  async function open(text: string, hash: string): Promise<SessionTokens | null> {
    try {
      const bytes = Buffer.from(text, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', await deps.key(), bytes.subarray(0, 12))
        .setAAD(Buffer.from(hash))
        .setAuthTag(bytes.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
    } catch {
      // Sealed under another key (the secret changed): as if there were no grace record.
      return null;
    }
  }

  /** Takes the token for this request to trade in: true if no other request holds it now. */
  async function claim(db: Kysely<Database>, hash: string, record: Record | undefined, now: number) {
    const claimed = {
      state: 'refreshing' as const,
      next_hash: null,
      next_tokens: null,
      at: now,
      expires_at: now + claimMs,
    };
    if (!record) {
      const inserted = await db
        .insertInto('auth_refresh_tokens')
        .values({ hash, ...claimed })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst();
      return inserted !== undefined;
    }
    // The record as read is replaced only if nobody changed it meanwhile.
    const updated = await db
      .updateTable('auth_refresh_tokens')
      .set(claimed)
      .where('hash', '=', hash)
      .where('state', '=', record.state)
      .where('at', '=', record.at)
      .returning('hash')
      .executeTakeFirst();
    return updated !== undefined;
  }

  const isRevoked = async (db: Kysely<Database>, session: string, now: number) =>
    (await db
      .selectFrom('auth_revoked_sessions')
      .select('session')
      .where('session', '=', session)
      .where('expires_at', '>', now)
      .executeTakeFirst()) !== undefined;

  /** Deletes what has lapsed: claims and rotations past their seconds, sessions past their refusal. */
  async function sweep(db: Kysely<Database>, now: number) {
    await db.deleteFrom('auth_refresh_tokens').where('expires_at', '<', now).execute();
    await db.deleteFrom('auth_revoked_sessions').where('expires_at', '<', now).execute();
  }

  async function refreshOnce(client: BookingClient, { token, session }: TaggedToken, hash: string) {
    const db = await deps.db();
    for (let waited = 0; waited <= claimMs; waited += pollMs) {
      const now = deps.now();
      if (await isRevoked(db, session, now)) return unauthorized;
      const record = await db.selectFrom('auth_refresh_tokens').selectAll().where('hash', '=', hash).executeTakeFirst();
      const live = record && record.expires_at > now ? record : undefined;
      if (live?.state === 'revoked') return unauthorized;
      if (live?.state === 'rotated' && live.next_tokens) {
        const tokens = await open(live.next_tokens, hash);
        if (tokens) return success(tokens);
      }
      if (live?.state === 'refreshing') {
        await sleep(pollMs);
        continue;
      }
      if (!(await claim(db, hash, record, now))) {
        await sleep(pollMs);
        continue;
      }
      const renewed = await client.refresh(token);
      if (!renewed.ok) {
        await db.deleteFrom('auth_refresh_tokens').where('hash', '=', hash).where('state', '=', 'refreshing').execute();
        return renewed;
      }
      const at = deps.now();
      if (await isRevoked(db, session, at)) {
        // Signed out while the refresh was under way: the new tokens are ended too, never handed out.
        await db.deleteFrom('auth_refresh_tokens').where('hash', '=', hash).execute();
        await client.signOut(renewed.value.refreshToken);
        return unauthorized;
      }
      await db
        .updateTable('auth_refresh_tokens')
        .set({
          state: 'rotated',
          next_hash: hashToken(renewed.value.refreshToken),
          next_tokens: await seal(renewed.value, hash),
          at,
          expires_at: at + refreshGraceMs,
        })
        .where('hash', '=', hash)
        .execute();
      await sweep(db, at);
      return renewed;
    }
    return busy;
  }

  /** Trades a refresh token in for new tokens, once however many requests ask at the same time. */
  function refresh(client: BookingClient, token: TaggedToken): Promise<BookingResult<SessionTokens>> {
    const hash = hashToken(token.token);
    const running = inFlight.get(hash);
    if (running) return running;
    const result = refreshOnce(client, token, hash).finally(() => inFlight.delete(hash));
    inFlight.set(hash, result);
    return result;
  }

  /**
   * Signs out: every refresh token of the session is refused from now on (one row per
   * session, however many tokens it went through), and the booking system is asked to end
   * the sign-in where it can, also for a token this one was traded for a moment ago.
   */
  async function revoke(client: BookingClient, { token, session }: TaggedToken): Promise<void> {
    const db = await deps.db();
    const now = deps.now();
    const expires_at = now + revokedKeepMs;
    await db
      .insertInto('auth_revoked_sessions')
      .values({ session, expires_at })
      .onConflict((conflict) => conflict.column('session').doUpdateSet({ expires_at }))
      .execute();
    const hash = hashToken(token);
    const record = await db.selectFrom('auth_refresh_tokens').selectAll().where('hash', '=', hash).executeTakeFirst();
    await sweep(db, now);
    await client.signOut(token);
    const next = record?.state === 'rotated' && record.next_tokens ? await open(record.next_tokens, hash) : null;
    if (next) await client.signOut(next.refreshToken);
  }

  return { refresh, revoke };
}

export type RefreshSessions = ReturnType<typeof createRefreshSessions>;
