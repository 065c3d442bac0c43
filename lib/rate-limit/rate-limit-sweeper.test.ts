import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createLimiter } from './limit';
import { createRateLimitStore } from './rate-limit-store';
import { sweepExpiredWindows } from './rate-limit-sweeper';

const minute = 60_000;
const hour = 60 * minute;

describe.each(databaseEngines)('sweeping rate-limit windows on %s', (engine) => {
  let db: Kysely<Database>;
  let clock = 0;
  const keys = async () =>
    (await db.selectFrom('rate_limit_windows').select('key').orderBy('key').execute()).map((row) => row.key);

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    clock = Date.UTC(2026, 10, 25, 12);
  });
  afterEach(() => db.destroy());

  it('deletes the windows of keys never seen again once they are over, and keeps those that still count', async () => {
    const limit = createLimiter(createRateLimitStore(db), () => clock);
    await limit('once-a-minute:198.51.100.1', 5, minute);
    await limit('hourly:198.51.100.2', 5, hour);
    clock += minute;
    await limit('once-a-minute:198.51.100.3', 5, minute);
    // The first address's minute is over; the hour and the third address's minute are not.
    expect(await sweepExpiredWindows(createRateLimitStore(db), clock)).toBe(1);
    expect(await keys()).toEqual(['hourly:198.51.100.2', 'once-a-minute:198.51.100.3']);
    clock += hour;
    expect(await sweepExpiredWindows(createRateLimitStore(db), clock)).toBe(2);
    expect(await keys()).toEqual([]);
  });

  it('deletes in bounded batches until none is left', async () => {
    const store = createRateLimitStore(db);
    const limit = createLimiter(store, () => clock);
    for (let index = 0; index < 25; index += 1) await limit(`address:${index}`, 1, minute);
    clock += minute;
    expect(await store.deleteExpired(clock, 10)).toBe(10);
    expect(await keys()).toHaveLength(15);
    expect(await sweepExpiredWindows(store, clock)).toBe(15);
    expect(await keys()).toEqual([]);
  });

  it('leaves a swept key its full allowance, and a live key its count', async () => {
    const store = createRateLimitStore(db);
    const limit = createLimiter(store, () => clock);
    for (let index = 0; index < 3; index += 1) await limit('live', 3, hour);
    clock += 30 * minute;
    await sweepExpiredWindows(store, clock);
    expect((await limit('live', 3, hour)).ok).toBe(false);
  });
});
