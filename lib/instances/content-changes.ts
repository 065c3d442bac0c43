/**
 * What the revalidation webhook changes beyond Next's cache: the address gate's snapshot is
 * stale and the kept page answers are dropped, on this instance at once and, with REDIS_URL,
 * on every other instance through Redis (lib/redis/instance-events.mjs), within milliseconds
 * while Redis answers, or as soon as an instance reaches it again.
 */
import { dropKeptPageAnswers } from '@/lib/http/kept-page-answers';
import { markSiteSnapshotStale } from '@/lib/routing/site-gate';
import { processRedis } from '@/lib/redis/shared-redis.mjs';

/** This instance forgets what a content change makes stale. */
export function forgetChangedContent(): void {
  markSiteSnapshotStale();
  dropKeptPageAnswers();
}

/** Called by the webhook: the change takes effect here, then on the other instances. */
export async function announceContentChange(): Promise<void> {
  forgetChangedContent();
  await processRedis()?.events.publishContentChanged();
}

/**
 * Called once per server process (instrumentation.ts): another instance's webhook takes
 * effect here too. Its tag revalidations count as well, since a kept answer or the gate's
 * snapshot read before they reached this instance may carry what they expire.
 */
export function followOtherInstances(): void {
  const events = processRedis()?.events;
  if (!events) return;
  events.on('content', forgetChangedContent);
  events.on('tags', forgetChangedContent);
}
