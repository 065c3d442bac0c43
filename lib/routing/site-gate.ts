/**
 * The process's one copy of the site snapshot, for the gate in proxy.ts. The first request
 * waits for it; later ones use the copy they find and refresh it in the background once it
 * is older than the content period or the revalidation webhook has marked it stale. A failed
 * load keeps the last good copy and is retried after a pause, never on every request; with
 * no copy at all the gate cannot judge, and says so (null).
 *
 * The state lives on `globalThis` because proxy.ts and the route handlers are bundled apart
 * yet run in one process: the webhook's route marks the copy the proxy reads.
 */
import { getConfig } from '@/lib/config';
import { forgetProcessSingleton, processSingleton } from '@/lib/process-singleton.mjs';
import { loadSiteSnapshot, type SiteSnapshot } from './site-snapshot';
import { logger } from '@/lib/observability/logger.mjs';

type GateState = {
  snapshot: SiteSnapshot | null;
  loadedAt: number;
  stale: boolean;
  failedAt: number;
  pending: Promise<SiteSnapshot | null> | null;
};

export type SiteGateOptions = {
  load?: () => Promise<SiteSnapshot>;
  now?: () => number;
  maxAgeMs?: number;
  retryAfterFailureMs?: number;
};

const defaultRetryMs = 30_000;

function state(): GateState {
  return processSingleton<GateState>('site-gate', () => ({
    snapshot: null,
    loadedAt: 0,
    stale: false,
    failedAt: Number.NEGATIVE_INFINITY,
    pending: null,
  }));
}

function refresh(gate: GateState, load: () => Promise<SiteSnapshot>, now: () => number): Promise<SiteSnapshot | null> {
  gate.pending ??= load()
    .then((snapshot) => {
      gate.snapshot = snapshot;
      gate.loadedAt = now();
      gate.stale = false;
      return snapshot;
    })
    .catch((error: unknown) => {
      gate.failedAt = now();
      logger.error(
        { scope: 'site-gate', err: error },
        'the site snapshot could not be loaded; keeping the last good one',
      );
      return gate.snapshot;
    })
    .finally(() => {
      gate.pending = null;
    });
  return gate.pending;
}

/** The snapshot to judge a path by, or null when none could ever be loaded. */
export async function getSiteSnapshot(options: SiteGateOptions = {}): Promise<SiteSnapshot | null> {
  const gate = state();
  const now = options.now ?? Date.now;
  const load = options.load ?? loadSiteSnapshot;
  const maxAgeMs = options.maxAgeMs ?? getConfig().contentRevalidateSeconds * 1000;
  const retryMs = options.retryAfterFailureMs ?? defaultRetryMs;
  const resting = now() - gate.failedAt < retryMs;

  if (!gate.snapshot) {
    if (gate.pending) return gate.pending;
    return resting ? null : refresh(gate, load, now);
  }
  const old = gate.stale || now() - gate.loadedAt >= maxAgeMs;
  if (old && !resting) void refresh(gate, load, now);
  return gate.snapshot;
}

/** Called by the revalidation webhook: the next request refreshes the snapshot. */
export function markSiteSnapshotStale(): void {
  const gate = state();
  gate.stale = true;
  // A webhook means the feed is back or changed: do not wait out a failure pause.
  gate.failedAt = Number.NEGATIVE_INFINITY;
}

/** Forget everything (tests). */
export function resetSiteGate(): void {
  forgetProcessSingleton('site-gate');
}
