/**
 * A fixed-window rate limit, the same rule in the database as in Redis (`shared-limits.ts`):
 * at most `max` counted requests per key in a window that opens with the key's first counted
 * request and lasts `windowMs`. A refused request is not counted and does not move the window;
 * its answer says when the window ends. A refusal is remembered in the process until then
 * (`refusal-memo.ts`), so a flood of refused requests costs one round trip to the store.
 */
import { countRefusal } from '@/lib/metrics/limit-metrics.mjs';
import { allowanceId } from './refusal-memo';
import type { HitDecision, RateLimitStore } from './rate-limit-store';

export type LimitResult = { ok: true; retryAfterSeconds: 0 } | { ok: false; retryAfterSeconds: number };

export type LimitOptions = {
  /**
   * Whether this process may answer the key's later requests from its memory of a refusal
   * (default true). False for a limit whose hits are refunded: a refund made by another
   * instance would not reach this memory.
   */
  remember?: boolean;
};

export type Limiter = (key: string, max: number, windowMs: number, options?: LimitOptions) => Promise<LimitResult>;

/** Gives back one hit counted for `key` in its current window (a try that turned out not to count). */
export type LimitRefund = (key: string, max: number, windowMs: number) => Promise<void>;

const allowed: LimitResult = { ok: true, retryAfterSeconds: 0 };
const refusedFor = (ms: number): LimitResult => ({ ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

type Ask = (key: string, max: number, windowMs: number, at: number) => Promise<HitDecision>;

/** `ask` behind the process's memory of refusals (`refusal-memo.ts`), unless told not to. */
function remembering(store: RateLimitStore, ask: Ask, now: () => number): Limiter {
  return async (key, max, windowMs, { remember = true } = {}) => {
    const question = async () => {
      const decision = await ask(key, max, windowMs, now());
      return decision.allowed ? null : decision.resetsAt;
    };
    const refusedUntil = remember
      ? await store.refusals.answer(allowanceId(key, max, windowMs), now, question)
      : await question();
    if (refusedUntil === null) return allowed;
    countRefusal(key);
    return refusedFor(refusedUntil - now());
  };
}

export function createLimiter(store: RateLimitStore, now: () => number = Date.now): Limiter {
  return remembering(store, (key, max, windowMs, at) => store.recordHit(key, max, windowMs, at), now);
}

/** Whether `key` has used up its allowance, without counting this look (e.g. before judging a secret). */
export function createLimitCheck(store: RateLimitStore, now: () => number = Date.now): Limiter {
  return remembering(store, (key, max, windowMs, at) => store.isFull(key, max, windowMs, at), now);
}

export function createLimitRefund(store: RateLimitStore, now: () => number = Date.now): LimitRefund {
  return async (key, max, windowMs) => {
    await store.refund(key, windowMs, now());
    // Forgotten once the hit is given back: a refusal answered before then is not kept either.
    store.refusals.forget(allowanceId(key, max, windowMs));
  };
}
