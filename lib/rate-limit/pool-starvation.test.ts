/**
 * The database limiter under a flood, on a real PostgreSQL with the site's pool (ten
 * connections): 500 requests of one address whose allowance is already used up, sent at once,
 * while another visitor is counted and an unrelated query runs. A refused request must never
 * hold a connection waiting on a lock, or a flood from one address would take the pool from
 * everyone else.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { createPostgresTestDatabase, openTestPostgres } from '@/lib/db/testing/test-databases';
import { createLimiter } from './limit';
import { createRateLimitStore } from './rate-limit-store';
import { watchLockWaits } from './testing/lock-waits';

const tenMinutes = 10 * 60 * 1000;
const pools: Kysely<Database>[] = [];
const open = (url: string) => {
  // The site's own pool size (lib/db/open-postgres-database.ts).
  const db = openTestPostgres(url);
  pools.push(db);
  return db;
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((db) => db.destroy()));
});

describe('the database limiter under a flood on PostgreSQL', () => {
  it('answers 500 refused requests at once without a session ever waiting on a lock, and serves another visitor', async () => {
    const url = await createPostgresTestDatabase();
    const site = open(url);
    await migrateToLatest(site);
    // The allowance is used up by another instance, so this one has never seen it refused.
    const other = createLimiter(createRateLimitStore(open(url)));
    for (let hit = 0; hit < 5; hit += 1) expect((await other('callback:198.51.100.7', 5, tenMinutes)).ok).toBe(true);

    const limit = createLimiter(createRateLimitStore(site));
    const watch = await watchLockWaits(url);
    watch.flood();
    // Every one of them put to the database, as a count that is not remembered is (and as 500
    // processes would): the process's memory of refusals would otherwise answer all but one.
    const flood = Promise.all(
      Array.from({ length: 500 }, () => limit('callback:198.51.100.7', 5, tenMinutes, { remember: false })),
    );
    const visitor = limit('callback:203.0.113.9', 5, tenMinutes);
    const unrelated = sql<{ one: number }>`select 1 as one`.execute(site);
    const [refused, counted, query] = await Promise.all([flood, visitor, unrelated]);
    const waits = await watch.stop();

    expect(refused.filter((result) => result.ok)).toHaveLength(0);
    expect(counted.ok).toBe(true);
    expect(query.rows).toEqual([{ one: 1 }]);
    expect(waits.samples).toBeGreaterThan(0);
    expect(waits.mostWaiting).toBe(0);
  });
});
