import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createLimitCheck, createLimiter, createLimitRefund } from './limit';
import { createRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { createRefusalMemo } from './refusal-memo';

const hour = 60 * 60 * 1000;

/** A promise settled from outside, to hold a question open while others arrive. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the memory of refusals', () => {
  let clock = 1000;
  const now = () => clock;
  let asked = 0;
  /** A store's answer: refused until `until`, or counted (null). */
  const answering = (until: number | null) => async () => {
    asked += 1;
    return until;
  };

  beforeEach(() => {
    clock = 1000;
    asked = 0;
  });

  it('answers a refusal without asking until its window ends, then asks again', async () => {
    const memo = createRefusalMemo();
    expect(await memo.answer('k', now, answering(2000))).toBe(2000);
    clock = 1999;
    expect(await memo.answer('k', now, answering(null))).toBe(2000);
    expect(asked).toBe(1);
    clock = 2000;
    expect(await memo.answer('k', now, answering(null))).toBeNull();
    expect(asked).toBe(2);
    expect(memo.size()).toBe(0);
  });

  it('holds at most its capacity, dropping the refusal remembered longest ago', async () => {
    const memo = createRefusalMemo(3);
    for (const key of ['a', 'b', 'c', 'd']) await memo.answer(key, now, answering(5000));
    expect(memo.size()).toBe(3);
    asked = 0;
    for (const key of ['b', 'c', 'd']) await memo.answer(key, now, answering(5000));
    expect(asked).toBe(0);
    await memo.answer('a', now, answering(5000));
    expect(asked).toBe(1);
  });

  it('asks one question of a key at a time: those arriving together wait for it, and share its refusal', async () => {
    const memo = createRefusalMemo();
    const held = gate();
    const first = memo.answer('k', now, async () => {
      asked += 1;
      await held.opened;
      return 5000;
    });
    const others = Array.from({ length: 50 }, () => memo.answer('k', now, answering(null)));
    held.open();
    expect(await Promise.all([first, ...others])).toEqual(Array(51).fill(5000));
    expect(asked).toBe(1);
  });

  it('lets those waiting ask in turn when the question before was counted', async () => {
    const memo = createRefusalMemo();
    let inFlight = 0;
    let most = 0;
    let room = 3;
    const ask = async () => {
      asked += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      if (room === 0) return 5000;
      room -= 1;
      return null;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => memo.answer('k', now, ask)));
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
    expect(asked).toBe(4);
    expect(most).toBe(1);
  });

  it('does not keep a refusal answered while a hit was being given back', async () => {
    const memo = createRefusalMemo();
    const held = gate();
    const refused = memo.answer('k', now, async () => {
      await held.opened;
      return 5000;
    });
    memo.forget('k');
    held.open();
    expect(await refused).toBe(5000);
    expect(await memo.answer('k', now, answering(null))).toBeNull();
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

  it('asks the database once per counted request and once for the refusal of a burst sent at once', async () => {
    const limit = createLimiter(counted(), () => clock);
    const burst = await Promise.all(Array.from({ length: 200 }, () => limit('callback:198.51.100.3', 5, hour)));
    expect(burst.filter((answer) => answer.ok)).toHaveLength(5);
    expect(questions).toBe(6);
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
