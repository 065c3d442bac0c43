import { getDatabase } from '@/lib/db/database';
import { createLimitCheck, createLimiter, type LimitResult } from './limit';
import { createRateLimitStore } from './rate-limit-store';

export type { LimitResult, Limiter } from './limit';

/** Counts a request of `key` against at most `max` per `windowMs`, in the site's database. */
export async function limit(key: string, max: number, windowMs: number): Promise<LimitResult> {
  return createLimiter(createRateLimitStore(await getDatabase()))(key, max, windowMs);
}

/** Whether `key` has already used up `max` per `windowMs`, without counting this look. */
export async function isOverLimit(key: string, max: number, windowMs: number): Promise<LimitResult> {
  return createLimitCheck(createRateLimitStore(await getDatabase()))(key, max, windowMs);
}
