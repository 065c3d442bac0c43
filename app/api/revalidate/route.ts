import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { planRevalidationRequest } from '@/lib/content/revalidation';
import { addressKeys, clientIp } from '@/lib/http/client-ip';
import { announceContentChange } from '@/lib/instances/content-changes';
import { isOverLimit, limit } from '@/lib/rate-limit';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';

/** Wrong secrets allowed per address before it is refused for a while. */
const maxFailures = 5;
const failureWindowMs = 15 * 60 * 1000;

/**
 * Called by the CMS when content changes: `POST /api/revalidate` with the secret in the
 * `x-revalidate-secret` header (never the query string, which ends up in access logs), and
 * optionally `{"type": "services"}` in the body to refresh one collection instead of all.
 * What changed is expired at once, so the next visitor gets it, and the address gate
 * reloads what exists (a new slug is a page from then on, a deleted one a 404), on every
 * instance of the site when they share a Redis.
 * An address that sent too many wrong secrets is refused before its next guess is judged;
 * the body is read only once the secret is right, and at most a few KB of it.
 */
export const POST = answeringDatabaseOutage(async (request: NextRequest) => {
  // The CMS is one host: its address (or the /64 of an IPv6 one) is what is counted.
  const failures = `revalidate-failures:${addressKeys(clientIp(request.headers))[0]!.key}`;
  const blocked = await isOverLimit(failures, maxFailures, failureWindowMs);
  if (!blocked.ok) {
    return NextResponse.json(
      { error: 'Too many wrong secrets' },
      { status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
    );
  }
  const plan = await planRevalidationRequest(getConfig().revalidateSecret, request);
  if (!plan.ok) {
    if (plan.status === 401) await limit(failures, maxFailures, failureWindowMs);
    return NextResponse.json({ error: plan.error }, { status: plan.status });
  }
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  await announceContentChange();
  return NextResponse.json({ revalidated: plan.tags });
});
