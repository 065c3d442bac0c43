/**
 * A sliding-window rate limit: at most `max` requests per key in any `windowMs`. A refused
 * request is not counted, and the answer says when the oldest counted one leaves the window.
 */
import type { HitDecision, RateLimitStore } from './rate-limit-store';

export type LimitResult = { ok: true; retryAfterSeconds: 0 } | { ok: false; retryAfterSeconds: number };

export type Limiter = (key: string, max: number, windowMs: number) => Promise<LimitResult>;

const toResult = (decision: HitDecision, windowMs: number, at: number): LimitResult =>
  decision.allowed
    ? { ok: true, retryAfterSeconds: 0 }
    : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((decision.oldestAt + windowMs - at) / 1000)) };

export function createLimiter(store: RateLimitStore, now: () => number = Date.now): Limiter {
  return async (key, max, windowMs) => {
    const at = now();
    return toResult(await store.recordHit(key, at, at - windowMs, max), windowMs, at);
  };
}

/** Whether `key` has used up its allowance, without counting this look (e.g. before judging a secret). */
export function createLimitCheck(store: RateLimitStore, now: () => number = Date.now): Limiter {
  return async (key, max, windowMs) => {
    const at = now();
    return toResult(await store.isFull(key, at - windowMs, max), windowMs, at);
  };
}
