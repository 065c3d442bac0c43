/**
 * Rate limits shared by every instance of the site through Redis (rate-limiter-flexible, one
 * atomic Lua script per request, so concurrent requests on several instances cannot
 * overshoot). Each allowance (`max` per `windowMs`) counts in a window that opens with a
 * key's first counted request and lasts `windowMs`; a refused request is not counted and does
 * not move it, and the answer says when it ends. A refusal is remembered in the process until
 * then (`refusal-memo.ts`), so a flood from one address costs one round trip to Redis.
 * While Redis does not answer, each instance counts in its own memory instead (the insurance
 * limiter), with the same allowance, so limits still hold per instance and requests are never
 * refused because Redis is down.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitOptions, LimitResult } from './limit';
import { countRefusal } from '@/lib/metrics/limit-metrics.mjs';
import { allowanceId, createRefusalMemo } from './refusal-memo';

export type SharedLimits = {
  /** Counts a request of `key` against at most `max` per `windowMs`. */
  limit(key: string, max: number, windowMs: number, options?: LimitOptions): Promise<LimitResult>;
  /** Whether `key` has used up `max` per `windowMs`, without counting this look. */
  isOverLimit(key: string, max: number, windowMs: number, options?: LimitOptions): Promise<LimitResult>;
  /** Gives back one request counted for `key` in its current window. */
  refund(key: string, max: number, windowMs: number): Promise<void>;
  /** The hits counted for `key` in its current window (0 when none is open), counting nothing. */
  hits(key: string, max: number, windowMs: number): Promise<number>;
};

/**
 * The library's script, changed so that the count means what the database's does: a refused
 * request is not added (the library's adds it and only compares), and a refund (a negative
 * change) gives back a hit of an open window without going below none, and never opens a
 * window by itself. ARGV: the change, the window in seconds, the allowance.
 */
export const countInWindowScript = `
local change = tonumber(ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 then
  if change <= 0 then return {0, 0} end
  redis.call('set', KEYS[1], change, 'EX', ARGV[2])
  return {change, 1000 * tonumber(ARGV[2])}
end
local counted = tonumber(redis.call('get', KEYS[1]))
if change > 0 and counted + change > tonumber(ARGV[3]) then return {counted + change, ttl} end
counted = math.max(0, counted + change)
redis.call('set', KEYS[1], counted, 'KEEPTTL')
return {counted, ttl}
`;

const allowed: LimitResult = { ok: true, retryAfterSeconds: 0 };
const refusedFor = (ms: number): LimitResult => ({ ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

export function createSharedLimits(client: Redis, prefix = 'backstage:rate'): SharedLimits {
  const limiters = new Map<string, RateLimiterRedis>();
  const refusals = createRefusalMemo();
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
        customIncrTtlLuaScript: countInWindowScript,
        // Straight to the insurance while disconnected, rather than after a failed command.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: max, duration, keyPrefix: `${prefix}:${id}` }),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  /** Answers from the memory of refusals (`refusal-memo.ts`), else asks Redis how long it refuses. */
  const remembering =
    (ask: (key: string, max: number, windowMs: number) => Promise<number | null>) =>
    async (key: string, max: number, windowMs: number, { remember = true }: LimitOptions = {}) => {
      const question = async () => {
        const refusedMs = await ask(key, max, windowMs);
        return refusedMs === null ? null : Date.now() + refusedMs;
      };
      const refusedUntil = remember
        ? await refusals.answer(allowanceId(key, max, windowMs), Date.now, question)
        : await question();
      if (refusedUntil === null) return allowed;
      countRefusal(key);
      return refusedFor(refusedUntil - Date.now());
    };

  return {
    limit: remembering(async (key, max, windowMs) => {
      try {
        await limiterFor(max, windowMs).consume(key);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return error.msBeforeNext;
        throw error;
      }
    }),
    isOverLimit: remembering(async (key, max, windowMs) => {
      const res = await limiterFor(max, windowMs).get(key);
      return res && res.consumedPoints >= max ? res.msBeforeNext : null;
    }),
    async hits(key, max, windowMs) {
      return Math.max(0, (await limiterFor(max, windowMs).get(key))?.consumedPoints ?? 0);
    },
    async refund(key, max, windowMs) {
      await limiterFor(max, windowMs).reward(key);
      refusals.forget(allowanceId(key, max, windowMs));
    },
  };
}
