/**
 * One client's toggles sent at once, on a real PostgreSQL with the site's pool (ten
 * connections): they take turns, and none of them holds a connection waiting for another's
 * lock, so one signed-in client cannot take the pool from every other visitor.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { createPostgresTestDatabase, openTestPostgres } from '@/lib/db/testing/test-databases';
import { watchLockWaits } from '@/lib/rate-limit/testing/lock-waits';
import { createFavouritesStore } from './favourites-store';

let db: Kysely<Database> | undefined;
afterEach(async () => {
  await db?.destroy();
});

describe('favourites toggled at once on PostgreSQL', () => {
  it('applies 100 toggles of one client in turn without a session waiting on a lock, and serves another client', async () => {
    const url = await createPostgresTestDatabase();
    db = openTestPostgres(url);
    await migrateToLatest(db);
    const store = createFavouritesStore(db);
    const ids = Array.from({ length: 100 }, (_, index) => String(2000 + index));
    const rules = { maxPerKind: 200, known: new Set(ids) };

    const watch = await watchLockWaits(url);
    watch.flood();
    const flood = Promise.all(ids.map((id, index) => store.toggle('client-1', 'services', [id], index, rules)));
    const other = store.toggle('client-2', 'services', ['2000'], 0, rules);
    const unrelated = sql<{ one: number }>`select 1 as one`.execute(db);
    const [answers, otherAnswer, query] = await Promise.all([flood, other, unrelated]);
    const waits = await watch.stop();

    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect((await store.list('client-1')).services).toEqual(ids);
    expect(otherAnswer).toEqual({ ok: true, favourites: { services: ['2000'], employees: [] } });
    expect(query.rows).toEqual([{ one: 1 }]);
    expect(waits.samples).toBeGreaterThan(0);
    expect(waits.mostWaiting).toBe(0);
  });
});
