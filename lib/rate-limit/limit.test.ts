import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createLimitCheck, createLimiter, createLimitRefund } from './limit';
import { createRateLimitStore } from './rate-limit-store';

const hour = 60 * 60 * 1000;

describe.each(databaseEngines)('the rate limit on %s', (engine) => {
  let db: Kysely<Database>;
  let clock = 0;
  const limiter = () => createLimiter(createRateLimitStore(db), () => clock);
  const refunder = () => createLimitRefund(createRateLimitStore(db), () => clock);
  const window = (key: string) =>
    db.selectFrom('rate_limit_windows').select(['window_ms', 'hits', 'resets_at']).where('key', '=', key).execute();

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    clock = Date.UTC(2026, 10, 23, 12);
  });
  afterEach(() => db.destroy());

  it('reads the hits counted in an open window without counting, and none once it has ended', async () => {
    const store = createRateLimitStore(db);
    expect(await store.hits('sms-budget:hour', hour, clock)).toBe(0);
    for (let i = 0; i < 5; i += 1) await limiter()('sms-budget:hour', 3, hour);
    expect(await store.hits('sms-budget:hour', hour, clock)).toBe(3);
    expect(await store.hits('sms-budget:hour', hour, clock)).toBe(3);
    expect(await store.hits('sms-budget:hour', hour, clock + hour)).toBe(0);
  });

  describe('limit', () => {
    it('allows max requests per window and refuses the next, saying when to retry', async () => {
      const limit = limiter();
      for (let i = 0; i < 3; i += 1) {
        expect(await limit('phone:+447700900123', 3, hour)).toEqual({ ok: true, retryAfterSeconds: 0 });
        clock += 60_000;
      }
      // The window opened with the first hit, three minutes ago: it ends in 57 minutes.
      expect(await limit('phone:+447700900123', 3, hour)).toEqual({ ok: false, retryAfterSeconds: 57 * 60 });
    });

    it('counts in fixed windows: the whole allowance opens again when the window begun by the first hit ends', async () => {
      const limit = limiter();
      for (let i = 0; i < 3; i += 1) {
        await limit('k', 3, hour);
        clock += 10 * 60_000;
      }
      clock += hour - 30 * 60_000 - 1;
      expect((await limit('k', 3, hour)).ok).toBe(false);
      clock += 1;
      for (let i = 0; i < 3; i += 1) expect((await limit('k', 3, hour)).ok).toBe(true);
      expect(await limit('k', 3, hour)).toEqual({ ok: false, retryAfterSeconds: 60 * 60 });
    });

    it('does not count refused requests, so hammering does not extend the wait', async () => {
      const limit = limiter();
      await limit('k', 1, hour);
      for (let i = 0; i < 20; i += 1) await limit('k', 1, hour);
      clock += hour;
      expect((await limit('k', 1, hour)).ok).toBe(true);
    });

    it('keeps keys apart, and the windows of one key', async () => {
      const limit = limiter();
      expect((await limit('ip:192.0.2.1', 1, hour)).ok).toBe(true);
      expect((await limit('ip:192.0.2.2', 1, hour)).ok).toBe(true);
      expect((await limit('ip:192.0.2.1', 1, hour)).ok).toBe(false);
      expect((await limit('ip:192.0.2.1', 1, 24 * hour)).ok).toBe(true);
    });

    it('lets exactly max of many concurrent requests through', async () => {
      const limit = limiter();
      const results = await Promise.all(Array.from({ length: 25 }, () => limit('burst', 10, hour)));
      expect(results.filter((result) => result.ok)).toHaveLength(10);
    });

    it('lets exactly 5 of 20 concurrent requests for one key through, each on its own connection', async () => {
      const limit = limiter();
      // The pool's connections open first, so the 20 run side by side rather than as each connection opens.
      await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
      const results = await Promise.all(Array.from({ length: 20 }, () => limit('last-slot', 5, hour)));
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(await window('last-slot')).toEqual([{ window_ms: hour, hits: 5, resets_at: clock + hour }]);
    });

    it('keeps one row per key: the first request after its window ends opens the next in the same row', async () => {
      const limit = limiter();
      await limit('old', 5, hour);
      await limit('old', 5, hour);
      clock += 2 * hour;
      await limit('old', 5, hour);
      expect(await window('old')).toEqual([{ window_ms: hour, hits: 1, resets_at: clock + hour }]);
    });
  });

  describe('refund', () => {
    it('gives back one counted request of the current window', async () => {
      const limit = limiter();
      const refund = refunder();
      for (let i = 0; i < 3; i += 1) await limit('try', 3, hour);
      await refund('try', 3, hour);
      expect((await limit('try', 3, hour)).ok).toBe(true);
      expect((await limit('try', 3, hour)).ok).toBe(false);
    });

    it('never gives back more than was counted, nor anything once the window has ended', async () => {
      const limit = limiter();
      const refund = refunder();
      await limit('once', 1, hour);
      await refund('once', 1, hour);
      await refund('once', 1, hour);
      expect((await limit('once', 1, hour)).ok).toBe(true);
      expect((await limit('once', 1, hour)).ok).toBe(false);
      clock += hour;
      await refund('once', 1, hour);
      expect((await limit('once', 1, hour)).ok).toBe(true);
      expect((await limit('once', 1, hour)).ok).toBe(false);
    });

    it('leaves the count where it was after many tries reserved and given back at once', async () => {
      const limit = limiter();
      const refund = refunder();
      await limit('reserve', 5, hour);
      const tries = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const reserved = await limit('reserve', 5, hour, { remember: false });
          if (reserved.ok) await refund('reserve', 5, hour);
          return reserved.ok;
        }),
      );
      expect(tries.filter(Boolean).length).toBeGreaterThanOrEqual(4);
      expect(await window('reserve')).toEqual([{ window_ms: hour, hits: 1, resets_at: clock + hour }]);
    });
  });

  describe('createLimitCheck', () => {
    it('tells whether the allowance is used up without counting the look', async () => {
      const limit = limiter();
      const check = createLimitCheck(createRateLimitStore(db), () => clock);
      for (let i = 0; i < 5; i += 1) expect((await check('failures', 2, hour)).ok).toBe(true);
      await limit('failures', 2, hour);
      expect((await check('failures', 2, hour)).ok).toBe(true);
      await limit('failures', 2, hour);
      clock += 60_000;
      expect(await check('failures', 2, hour)).toEqual({ ok: false, retryAfterSeconds: 59 * 60 });
      clock += 59 * 60_000;
      expect((await check('failures', 2, hour)).ok).toBe(true);
    });
  });
});
