/**
 * A sliding-window rate limit: at most `max` requests per key in any `windowMs`. A refused
 * request is not counted, and the answer says when the oldest counted one leaves the window.
 */
import type { RateLimitStore } from './rate-limit-store';

export type LimitResult = { ok: true; retryAfterSeconds: 0 } | { ok: false; retryAfterSeconds: number };

export type Limiter = (key: string, max: number, windowMs: number) => Promise<LimitResult>;

export function createLimiter(store: RateLimitStore, now: () => number = Date.now): Limiter {
  return async (key, max, windowMs) => {
    const at = now();
    const decision = await store.recordHit(key, at, at - windowMs, max);
    if (decision.allowed) return { ok: true, retryAfterSeconds: 0 };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((decision.oldestAt + windowMs - at) / 1000)) };
  };
}
