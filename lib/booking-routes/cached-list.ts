/**
 * A list from the booking system kept for a short time and shared: callers within the
 * period get the kept copy, concurrent callers share one request, and a failure is logged
 * and answered as an empty list without being kept (the next caller tries again).
 */
import { describeFailure, type BookingResult } from '@/lib/booking/result';
import { shareInflight } from '@/lib/content/share-inflight.mjs';
import { logger } from '@/lib/observability/logger.mjs';

export function cachedList<T>(
  label: string,
  load: () => Promise<BookingResult<T[]>>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  let kept: { value: T[]; until: number } | null = null;
  const fetchShared = shareInflight(async () => {
    const result = await load().catch((error: unknown) => {
      logger.error({ scope: 'booking', list: label, err: error }, 'a list failed');
      return null;
    });
    if (result?.ok) {
      kept = { value: result.value, until: now() + ttlMs };
      return result.value;
    }
    if (result)
      logger.error(
        { scope: 'booking', list: label, failure: describeFailure(result.failure) },
        'a list is unavailable',
      );
    return [];
  });
  return async (): Promise<T[]> => (kept && kept.until > now() ? kept.value : fetchShared());
}
