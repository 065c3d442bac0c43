/**
 * Where rate-limit hits are kept: the site's database, so that the count survives a restart
 * (SMS codes cost money; a deploy must not reset the allowance) and is shared by every
 * process on the same data folder. A shared database (Postgres) replaces it when the site
 * runs as several instances; the limiter only needs `recordHit`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export type HitDecision = { allowed: true } | { allowed: false; oldestAt: number };

export type RateLimitStore = {
  /** Counts a hit of `key` at `now` if fewer than `max` hits fall after `since`; otherwise records nothing. */
  recordHit(key: string, now: number, since: number, max: number): Promise<HitDecision>;
  /** Whether `max` hits of `key` already fall after `since`, recording nothing. */
  isFull(key: string, since: number, max: number): Promise<HitDecision>;
};

export function createSqliteRateLimitStore(db: Kysely<Database>): RateLimitStore {
  return {
    recordHit(key, now, since, max) {
      // One transaction: count and insert cannot interleave with another request's.
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('rate_limit_hits').where('key', '=', key).where('at', '<=', since).execute();
        const hits = await trx
          .selectFrom('rate_limit_hits')
          .select('at')
          .where('key', '=', key)
          .orderBy('at', 'asc')
          .execute();
        if (hits.length >= max) return { allowed: false, oldestAt: hits[hits.length - max]!.at };
        await trx.insertInto('rate_limit_hits').values({ key, at: now }).execute();
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
  };
}
