import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { planRevalidationRequest } from '@/lib/content/revalidation';
import { addressKeys, clientIp } from '@/lib/http/client-ip';
import { announceContentChange } from '@/lib/instances/content-changes';
import { limit, refund } from '@/lib/rate-limit';
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
 * Each guess takes one of the address's tries before it is judged, in one atomic count, so
 * of many sent at once only the allowance is judged and the rest are refused; a right secret
 * gives its try back. The body is read only once the secret is right, and at most a few KB
 * of it.
 */
export const POST = answeringDatabaseOutage(async (request: NextRequest) => {
  // The CMS is one host: its address (or the /64 of an IPv6 one) is what is counted.
  const failures = `revalidate-failures:${addressKeys(clientIp(request.headers))[0]!.key}`;
  // Not answered from this process's memory of a refusal: tries given back on another
  // instance would not reach it, and the CMS would be refused for the rest of the window.
  const tried = await limit(failures, maxFailures, failureWindowMs, { remember: false });
  if (!tried.ok) {
    return NextResponse.json(
      { error: 'Too many wrong secrets' },
      { status: 429, headers: { 'Retry-After': String(tried.retryAfterSeconds) } },
    );
  }
  const plan = await planRevalidationRequest(getConfig().revalidateSecret, request);
  // Only a wrong secret keeps its try; every other answer means the secret was right.
  if (plan.ok || plan.status !== 401) await refund(failures, maxFailures, failureWindowMs);
  if (!plan.ok) return NextResponse.json({ error: plan.error }, { status: plan.status });
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
  await announceContentChange();
  return NextResponse.json({ revalidated: plan.tags });
});
