import { getDatabase } from '@/lib/db/database';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { processRedis } from '@/lib/redis/shared-redis.mjs';
import { createLimitCheck, createLimiter, createLimitRefund, type LimitOptions, type LimitResult } from './limit';
import { createRateLimitStore } from './rate-limit-store';
import { createSharedLimits, type SharedLimits } from './shared-limits';

export type { LimitOptions, LimitResult, Limiter, LimitRefund } from './limit';

/**
 * With REDIS_URL, the limits every instance shares through Redis (one set per process, with
 * its insurance counts and its memory of refusals, whichever route bundle asks first);
 * without, null.
 */
export function sharedRateLimits(): SharedLimits | null {
  const redis = processRedis();
  if (!redis) return null;
  return processSingleton('shared-rate-limits', () => createSharedLimits(redis.commands.client));
}

/** Counts a request of `key` against at most `max` per `windowMs`, in Redis or the site's database. */
export async function limit(key: string, max: number, windowMs: number, options?: LimitOptions): Promise<LimitResult> {
  const shared = sharedRateLimits();
  if (shared) return shared.limit(key, max, windowMs, options);
  return createLimiter(createRateLimitStore(await getDatabase()))(key, max, windowMs, options);
}

/** Whether `key` has already used up `max` per `windowMs`, without counting this look. */
export async function isOverLimit(
  key: string,
  max: number,
  windowMs: number,
  options?: LimitOptions,
): Promise<LimitResult> {
  const shared = sharedRateLimits();
  if (shared) return shared.isOverLimit(key, max, windowMs, options);
  return createLimitCheck(createRateLimitStore(await getDatabase()))(key, max, windowMs, options);
}

/** The requests counted against `key` in its current window (for the metrics), counting nothing. */
export async function hitsCounted(key: string, max: number, windowMs: number): Promise<number> {
  const shared = sharedRateLimits();
  if (shared) return shared.hits(key, max, windowMs);
  return createRateLimitStore(await getDatabase()).hits(key, windowMs, Date.now());
}

/**
 * Gives back one request counted by `limit(key, max, windowMs)` in its current window: a try
 * reserved before it was judged that turned out not to count (count those with
 * `remember: false`).
 */
export async function refund(key: string, max: number, windowMs: number): Promise<void> {
  const shared = sharedRateLimits();
  if (shared) return shared.refund(key, max, windowMs);
  return createLimitRefund(createRateLimitStore(await getDatabase()))(key, max, windowMs);
}
