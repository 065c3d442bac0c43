import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createLimitCheck, createLimiter, createLimitRefund } from './limit';
import { createRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { createRefusalMemo } from './refusal-memo';

const hour = 60 * 60 * 1000;

describe('the memory of refusals', () => {
  it('answers a refusal until its window ends, then forgets it', () => {
    const memo = createRefusalMemo();
    memo.remember('k', 2000, memo.mark());
    expect(memo.refusedUntil('k', 1000)).toBe(2000);
    expect(memo.refusedUntil('k', 1999)).toBe(2000);
    expect(memo.refusedUntil('k', 2000)).toBeNull();
    expect(memo.size()).toBe(0);
  });

  it('holds at most its capacity, dropping the refusal remembered longest ago', () => {
    const memo = createRefusalMemo(3);
    for (const key of ['a', 'b', 'c']) memo.remember(key, 5000, memo.mark());
    // Remembered again: now the newest.
    memo.remember('a', 5000, memo.mark());
    memo.remember('d', 5000, memo.mark());
    expect(memo.size()).toBe(3);
    expect(['a', 'b', 'c', 'd'].filter((key) => memo.refusedUntil(key, 0) !== null)).toEqual(['a', 'c', 'd']);
  });

  it('does not keep a refusal the store gave before a refund that came meanwhile', () => {
    const memo = createRefusalMemo();
    const mark = memo.mark();
    memo.forget('other');
    memo.remember('k', 5000, mark);
    expect(memo.refusedUntil('k', 0)).toBeNull();
    memo.remember('k', 5000, memo.mark());
    expect(memo.refusedUntil('k', 0)).toBe(5000);
  });
});

describe.each(databaseEngines)('a flood of refused requests on %s', (engine) => {
  let db: Kysely<Database>;
  let clock = 0;
  let questions = 0;
  /** The site's store, counting the questions put to the database. */
  const counted = (): RateLimitStore => {
    const store = createRateLimitStore(db);
    return {
      ...store,
      recordHit: (...args) => ((questions += 1), store.recordHit(...args)),
      isFull: (...args) => ((questions += 1), store.isFull(...args)),
    };
  };

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    clock = Date.UTC(2026, 10, 26, 12);
    questions = 0;
  });
  afterEach(() => db.destroy());

  it('costs one question to the database, and none more until the window ends', async () => {
    const limit = createLimiter(counted(), () => clock);
    for (let i = 0; i < 3; i += 1) expect((await limit('callback:198.51.100.1', 3, hour)).ok).toBe(true);
    expect(await limit('callback:198.51.100.1', 3, hour)).toEqual({ ok: false, retryAfterSeconds: 3600 });
    expect(questions).toBe(4);
    clock += 30 * 60_000;
    const flood = await Promise.all(Array.from({ length: 200 }, () => limit('callback:198.51.100.1', 3, hour)));
    expect(flood.every((answer) => !answer.ok && answer.retryAfterSeconds === 1800)).toBe(true);
    // A look without counting knows it too.
    expect((await createLimitCheck(counted(), () => clock)('callback:198.51.100.1', 3, hour)).ok).toBe(false);
    // Another address, or another allowance of the same key, is asked about as before.
    expect((await limit('callback:198.51.100.2', 3, hour)).ok).toBe(true);
    expect((await limit('callback:198.51.100.1', 10, hour)).ok).toBe(true);
    expect(questions).toBe(6);
    clock += 30 * 60_000;
    expect((await limit('callback:198.51.100.1', 3, hour)).ok).toBe(true);
    expect(questions).toBe(7);
  });

  it('forgets a refusal when a hit is given back, so the key has its room again', async () => {
    const limit = createLimiter(counted(), () => clock);
    await limit('try', 1, hour);
    expect((await limit('try', 1, hour)).ok).toBe(false);
    await createLimitRefund(counted(), () => clock)('try', 1, hour);
    expect((await limit('try', 1, hour)).ok).toBe(true);
  });

  it('asks the store every time for a limit counted with remember: false', async () => {
    const limit = createLimiter(counted(), () => clock);
    await limit('secret', 1, hour, { remember: false });
    for (let i = 0; i < 3; i += 1) expect((await limit('secret', 1, hour, { remember: false })).ok).toBe(false);
    expect(questions).toBe(4);
  });
});
