/**
 * Where rate-limit hits are kept: the site's database, so that the count survives a restart
 * (SMS codes cost money; a deploy must not reset the allowance) and is shared by every
 * process using it (one SQLite data folder, or every instance on one PostgreSQL).
 */
import type { Kysely } from 'kysely';
import { serialiseOn } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

export type HitDecision = { allowed: true } | { allowed: false; oldestAt: number };

export type RateLimitStore = {
  /** Counts a hit of `key` at `now` if fewer than `max` hits fall after `since`; otherwise records nothing. */
  recordHit(key: string, now: number, since: number, max: number): Promise<HitDecision>;
  /** Whether `max` hits of `key` already fall after `since`, recording nothing. */
  isFull(key: string, since: number, max: number): Promise<HitDecision>;
  /**
   * Deletes up to `batch` hits that have left their window by `now`, whatever their key (a
   * key's own next hit clears its old ones, but a key never seen again would stay for ever);
   * how many it deleted. A bounded batch keeps each statement short beside live requests.
   */
  deleteExpired(now: number, batch: number): Promise<number>;
};

export function createRateLimitStore(db: Kysely<Database>): RateLimitStore {
  return {
    recordHit(key, now, since, max) {
      // Count and insert must not interleave with another request's for the same key, or two
      // could both see the last free slot. SQLite's transaction is alone already; PostgreSQL's
      // waits here for any other on this key. A lock per key (rather than SERIALIZABLE) never
      // fails a request that then needs retrying, and other keys never wait for it.
      return db.transaction().execute(async (trx) => {
        await serialiseOn(trx, `rate-limit:${key}`);
        await trx.deleteFrom('rate_limit_hits').where('key', '=', key).where('at', '<=', since).execute();
        const hits = await trx
          .selectFrom('rate_limit_hits')
          .select('at')
          .where('key', '=', key)
          .orderBy('at', 'asc')
          .execute();
        if (hits.length >= max) return { allowed: false, oldestAt: hits[hits.length - max]!.at };
        await trx
          .insertInto('rate_limit_hits')
          .values({ key, at: now, expires_at: now + (now - since) })
          .execute();
        return { allowed: true };
      });
    },
    async isFull(key, since, max) {
      const hits = await db
        .selectFrom('rate_limit_hits')
        .select('at')
        .where('key', '=', key)
        .where('at', '>', since)
        .orderBy('at', 'asc')
        .execute();
      return hits.length >= max ? { allowed: false, oldestAt: hits[hits.length - max]!.at } : { allowed: true };
    },
    async deleteExpired(now, batch) {
      const deleted = await db
        .deleteFrom('rate_limit_hits')
        .where('id', 'in', (eb) =>
          eb.selectFrom('rate_limit_hits').select('id').where('expires_at', '<=', now).limit(batch),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
