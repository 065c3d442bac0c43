import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createLimiter } from '@/lib/rate-limit/limit';
import { createRateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { migrateToLatest } from '../migrate';
import { openSqliteDatabase } from '../open-sqlite-database';
import type { Database } from '../schema';
import { createPostgresTestDatabase, databaseEngines, openTestPostgres } from '../testing/test-databases';
import { migrations } from './index';

const name = '2026-11-26-rate-limit-windows';
const before = Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));
const hour = 60 * 60 * 1000;

describe.each(databaseEngines)('the rate-limit windows migration on %s', (engine) => {
  let db: Kysely<Database>;
  afterEach(() => db.destroy());

  it('carries the hits still counting into one window per key, so a deploy hands out no fresh allowance', async () => {
    db =
      engine === 'sqlite'
        ? openSqliteDatabase({ filename: ':memory:' })
        : openTestPostgres(await createPostgresTestDatabase());
    await migrateToLatest(db, before);
    const now = Date.now();
    const hit = (key: string, at: number, windowMs: number) => ({ key, at, expires_at: at + windowMs });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before
    await (db as Kysely<any>)
      .insertInto('rate_limit_hits')
      .values([
        hit('auth-code:phone:+447700900123', now - 20 * 60_000, hour),
        hit('auth-code:phone:+447700900123', now - 10 * 60_000, hour),
        hit('auth-code:phone:+447700900123', now - 5 * 60_000, hour),
        hit('callback:192.0.2.1', now - 2 * hour, hour),
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain(name);
    expect(await db.selectFrom('rate_limit_windows').selectAll().execute()).toEqual([
      { key: 'auth-code:phone:+447700900123', window_ms: hour, hits: 3, resets_at: now - 20 * 60_000 + hour },
    ]);
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('rate_limit_hits');
    const limit = createLimiter(createRateLimitStore(db));
    expect((await limit('auth-code:phone:+447700900123', 3, hour)).ok).toBe(false);
    expect((await limit('callback:192.0.2.1', 3, hour)).ok).toBe(true);
  });
});
