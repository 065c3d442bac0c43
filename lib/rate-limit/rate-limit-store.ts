/**
 * Where rate limits are counted without Redis: the site's database, so that a count survives a
 * restart (SMS codes cost money; a deploy must not reset the allowance) and is shared by every
 * process using it (one SQLite data folder, or every instance on one PostgreSQL).
 *
 * One row per key and window length while its window is open, counted by one statement that
 * counts and answers, with no transaction around it and no lock a request waits on: a flood
 * of refused requests from one address never holds connections that other visitors need.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { refusalMemoOf, type RefusalMemo } from './refusal-memo';

export type HitDecision = { allowed: true } | { allowed: false; resetsAt: number };

export type RateLimitStore = {
  /**
   * Counts a request of `key` at `now` if its window has fewer than `max` hits (a window
   * opens with a key's first counted request and lasts `windowMs`); otherwise counts nothing
   * and says when the window ends.
   */
  recordHit(key: string, max: number, windowMs: number, now: number): Promise<HitDecision>;
  /** Whether the window of `key` holds `max` hits already, counting nothing. */
  isFull(key: string, max: number, windowMs: number, now: number): Promise<HitDecision>;
  /** Gives back one hit counted in the current window of `key` (none when it has ended). */
  refund(key: string, windowMs: number, now: number): Promise<void>;
  /** The hits counted for `key` in its window open at `now` (0 when none is), counting nothing. */
  hits(key: string, windowMs: number, now: number): Promise<number>;
  /**
   * Deletes up to `batch` windows that have ended by `now`, whatever their key (a key's own
   * next request reuses its row, but a key never seen again would stay for ever); how many
   * it deleted. A bounded batch keeps each statement short beside live requests.
   */
  deleteExpired(now: number, batch: number): Promise<number>;
  /** The refusals this process remembers for this database (`refusal-memo.ts`). */
  refusals: RefusalMemo;
};

export function createRateLimitStore(db: Kysely<Database>): RateLimitStore {
  const window = (key: string, windowMs: number) =>
    db
      .selectFrom('rate_limit_windows')
      .select(['hits', 'resets_at'])
      .where('key', '=', key)
      .where('window_ms', '=', windowMs)
      .executeTakeFirst();

  return {
    async recordHit(key, max, windowMs, now) {
      // Counted on the latest row under PostgreSQL's row lock (ON CONFLICT's WHERE), so of
      // many at once exactly `max` pass. The NOT EXISTS looks first without a lock: a window
      // already full inserts nothing and meets no conflict, so its refusals never queue
      // behind each other or behind a request that is being counted.
      const counted = await sql<{ hits: number }>`
        insert into rate_limit_windows (key, window_ms, hits, resets_at)
        select cast(${key} as text), cast(${windowMs} as bigint), 1, cast(${now + windowMs} as bigint)
        where not exists (
          select 1 from rate_limit_windows
          where key = ${key} and window_ms = ${windowMs} and resets_at > ${now} and hits >= ${max})
        on conflict (key, window_ms) do update set
          hits = case when rate_limit_windows.resets_at <= ${now} then 1 else rate_limit_windows.hits + 1 end,
          resets_at = case when rate_limit_windows.resets_at <= ${now} then excluded.resets_at
            else rate_limit_windows.resets_at end
        where rate_limit_windows.resets_at <= ${now} or rate_limit_windows.hits < ${max}
        returning hits`.execute(db);
      if (counted.rows.length > 0) return { allowed: true };
      // Refused: when the window ends. Should it have ended (or been swept) in between, the
      // next request will find room, a second from now at most.
      const full = await window(key, windowMs);
      return { allowed: false, resetsAt: full && full.resets_at > now ? full.resets_at : now + 1000 };
    },
    async isFull(key, max, windowMs, now) {
      const row = await window(key, windowMs);
      return row && row.resets_at > now && row.hits >= max
        ? { allowed: false, resetsAt: row.resets_at }
        : { allowed: true };
    },
    async hits(key, windowMs, now) {
      const row = await window(key, windowMs);
      return row && row.resets_at > now ? row.hits : 0;
    },
    async refund(key, windowMs, now) {
      await db
        .updateTable('rate_limit_windows')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('window_ms', '=', windowMs)
        .where('resets_at', '>', now)
        .where('hits', '>', 0)
        .execute();
    },
    async deleteExpired(now, batch) {
      // The outer `resets_at` is judged again on a row a request renews meanwhile, so a window
      // that has just reopened is never deleted with its first hit.
      const deleted = await db
        .deleteFrom('rate_limit_windows')
        .where('resets_at', '<=', now)
        .where((eb) =>
          eb(
            eb.refTuple('key', 'window_ms'),
            'in',
            eb
              .selectFrom('rate_limit_windows')
              .select(['key', 'window_ms'])
              .where('resets_at', '<=', now)
              .limit(batch)
              .$asTuple('key', 'window_ms'),
          ),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
    refusals: refusalMemoOf(db),
  };
}
