import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createLimitCheck, createLimiter } from './limit';
import { createRateLimitStore } from './rate-limit-store';

const hour = 60 * 60 * 1000;

describe.each(databaseEngines)('the rate limit on %s', (engine) => {
  let db: Kysely<Database>;
  let clock = 0;
  const limiter = () => createLimiter(createRateLimitStore(db), () => clock);

  beforeEach(async () => {
    db = await openTestDatabase(engine);
    clock = Date.UTC(2026, 10, 23, 12);
  });
  afterEach(() => db.destroy());

  describe('limit', () => {
    it('allows max requests per window and refuses the next, saying when to retry', async () => {
      const limit = limiter();
      for (let i = 0; i < 3; i += 1) {
        expect(await limit('phone:+447700900123', 3, hour)).toEqual({ ok: true, retryAfterSeconds: 0 });
        clock += 60_000;
      }
      // The first hit was three minutes ago: it leaves the hour in 57 minutes.
      expect(await limit('phone:+447700900123', 3, hour)).toEqual({ ok: false, retryAfterSeconds: 57 * 60 });
    });

    it('slides: once the oldest hit leaves the window, one more is allowed', async () => {
      const limit = limiter();
      for (let i = 0; i < 3; i += 1) {
        await limit('k', 3, hour);
        clock += 10 * 60_000;
      }
      clock += hour - 30 * 60_000 - 1;
      expect((await limit('k', 3, hour)).ok).toBe(false);
      clock += 1;
      expect((await limit('k', 3, hour)).ok).toBe(true);
      expect((await limit('k', 3, hour)).ok).toBe(false);
    });

    it('does not count refused requests, so hammering does not extend the wait', async () => {
      const limit = limiter();
      await limit('k', 1, hour);
      for (let i = 0; i < 20; i += 1) await limit('k', 1, hour);
      clock += hour;
      expect((await limit('k', 1, hour)).ok).toBe(true);
    });

    it('keeps keys apart', async () => {
      const limit = limiter();
      expect((await limit('ip:192.0.2.1', 1, hour)).ok).toBe(true);
      expect((await limit('ip:192.0.2.2', 1, hour)).ok).toBe(true);
      expect((await limit('ip:192.0.2.1', 1, hour)).ok).toBe(false);
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
      expect(await db.selectFrom('rate_limit_hits').select('at').where('key', '=', 'last-slot').execute()).toHaveLength(
        5,
      );
    });

    it('forgets hits older than the window', async () => {
      const limit = limiter();
      await limit('old', 5, hour);
      clock += 2 * hour;
      await limit('old', 5, hour);
      expect(await db.selectFrom('rate_limit_hits').select('at').where('key', '=', 'old').execute()).toEqual([
        { at: clock },
      ]);
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
