/**
 * Deletes rate-limit windows that have ended, so the table holds one row per live key (and
 * window length), however many addresses came once and never again. Runs in every server
 * process (started by `instrumentation.ts`), at start and every ten minutes; several processes
 * sweeping at once only delete fewer rows each.
 */
import { getDatabase } from '@/lib/db/database';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { existingProcessSingleton, forgetProcessSingleton, processSingleton } from '@/lib/process-singleton.mjs';
import type { RateLimitStore } from './rate-limit-store';
import { createRateLimitStore } from './rate-limit-store';
import { logger } from '@/lib/observability/logger.mjs';

export const sweepEveryMs = 10 * 60 * 1000;
const batch = 1000;
/** At most this many batches a sweep, so one sweep never holds on for long; the next takes the rest. */
const maxBatches = 100;

/** One sweep: ended windows deleted in batches until none is left (or `maxBatches`); how many. */
export async function sweepExpiredWindows(store: RateLimitStore, now: number): Promise<number> {
  let total = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const deleted = await store.deleteExpired(now, batch);
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}

const singleton = 'rate-limit-sweeper';

/** Starts this process's sweeper (idempotent). */
export function startRateLimitSweeper(): void {
  if (existingProcessSingleton(singleton)) return;
  const sweep = async () => {
    try {
      await sweepExpiredWindows(createRateLimitStore(await getDatabase()), Date.now());
    } catch (error) {
      if (isDatabaseUnavailable(error))
        logger.error({ scope: 'rate-limit' }, 'the database is unavailable; sweeping later');
      else logger.error({ scope: 'rate-limit', err: error }, 'the sweep of ended windows failed; trying again later');
    }
  };
  processSingleton(singleton, () => setInterval(() => void sweep(), sweepEveryMs)).unref();
  void sweep();
}

/** Stops the sweeps (at shutdown, before the database closes). */
export async function stopRateLimitSweeper(): Promise<void> {
  clearInterval(existingProcessSingleton<NodeJS.Timeout>(singleton));
  forgetProcessSingleton(singleton);
}
