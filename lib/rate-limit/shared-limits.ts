/**
 * Rate limits shared by every instance of the site through Redis (rate-limiter-flexible: one
 * atomic Lua increment per request, so concurrent requests on several instances cannot
 * overshoot). Each allowance (`max` per `windowMs`) counts in a window that opens with a
 * key's first request and lasts `windowMs`; a refused request does not move it, and the
 * answer says when it ends. While Redis does not answer, each instance counts in its own
 * memory instead (the insurance limiter), with the same allowance, so limits still hold per
 * instance and requests are never refused because Redis is down.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitResult } from './limit';

export type SharedLimits = {
  /** Counts a request of `key` against at most `max` per `windowMs`. */
  limit(key: string, max: number, windowMs: number): Promise<LimitResult>;
  /** Whether `key` has used up `max` per `windowMs`, without counting this look. */
  isOverLimit(key: string, max: number, windowMs: number): Promise<LimitResult>;
};

const allowed: LimitResult = { ok: true, retryAfterSeconds: 0 };
const refused = (res: RateLimiterRes): LimitResult => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

export function createSharedLimits(client: Redis, prefix = 'backstage:rate'): SharedLimits {
  const limiters = new Map<string, RateLimiterRedis>();
  // One limiter per allowance: the callers pass different pairs, each its own keys in Redis.
  const limiterFor = (max: number, windowMs: number) => {
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const id = `${max}:${duration}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        points: max,
        duration,
        keyPrefix: `${prefix}:${id}`,
        // Straight to the insurance while disconnected, rather than after a failed command.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: max, duration, keyPrefix: `${prefix}:${id}` }),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async limit(key, max, windowMs) {
      try {
        await limiterFor(max, windowMs).consume(key);
        return allowed;
      } catch (error) {
        if (error instanceof RateLimiterRes) return refused(error);
        throw error;
      }
    },
    async isOverLimit(key, max, windowMs) {
      const res = await limiterFor(max, windowMs).get(key);
      return res && res.consumedPoints >= max ? refused(res) : allowed;
    },
  };
}
