/**
 * A list from the booking system kept for a short time and shared: callers within the
 * period get the kept copy, concurrent callers share one request, and a failure is logged
 * and answered as an empty list without being kept (the next caller tries again).
 */
import { describeFailure, type BookingResult } from '@/lib/booking/result';
import { shareInflight } from '@/lib/content/share-inflight.mjs';

export function cachedList<T>(
  label: string,
  load: () => Promise<BookingResult<T[]>>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  let kept: { value: T[]; until: number } | null = null;
  const fetchShared = shareInflight(async () => {
    const result = await load().catch((error: unknown) => {
      console.error(`[booking] ${label} failed:`, error instanceof Error ? error.message : error);
      return null;
    });
    if (result?.ok) {
      kept = { value: result.value, until: now() + ttlMs };
      return result.value;
    }
    if (result) console.error(`[booking] ${label} unavailable: ${describeFailure(result.failure)}`);
    return [];
  });
  return async (): Promise<T[]> => (kept && kept.until > now() ? kept.value : fetchShared());
}
