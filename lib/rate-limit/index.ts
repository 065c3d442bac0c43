import { getDatabase } from '@/lib/db/database';
import { processRedis } from '@/server/shared-redis.mjs';
import { createLimitCheck, createLimiter, type LimitResult } from './limit';
import { createRateLimitStore } from './rate-limit-store';
import { createSharedLimits, type SharedLimits } from './shared-limits';

export type { LimitResult, Limiter } from './limit';

const sharedKey = Symbol.for('backstage.shared-rate-limits');

/**
 * With REDIS_URL, the limits every instance shares through Redis (one set per process, with
 * its insurance counts, whichever route bundle asks first); without, null.
 */
export function sharedRateLimits(): SharedLimits | null {
  const redis = processRedis();
  if (!redis) return null;
  const holder = globalThis as { [sharedKey]?: SharedLimits };
  holder[sharedKey] ??= createSharedLimits(redis.commands.client);
  return holder[sharedKey];
}

/** Counts a request of `key` against at most `max` per `windowMs`, in Redis or the site's database. */
export async function limit(key: string, max: number, windowMs: number): Promise<LimitResult> {
  const shared = sharedRateLimits();
  if (shared) return shared.limit(key, max, windowMs);
  return createLimiter(createRateLimitStore(await getDatabase()))(key, max, windowMs);
}

/** Whether `key` has already used up `max` per `windowMs`, without counting this look. */
export async function isOverLimit(key: string, max: number, windowMs: number): Promise<LimitResult> {
  const shared = sharedRateLimits();
  if (shared) return shared.isOverLimit(key, max, windowMs);
  return createLimitCheck(createRateLimitStore(await getDatabase()))(key, max, windowMs);
}
