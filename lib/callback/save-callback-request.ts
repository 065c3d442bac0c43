import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db/database';
import { callbacksCreated } from '@/lib/metrics/outbox-metrics.mjs';
import type { CallbackRequestBody } from './callback-request-body';
import { createCallbackStore } from './callback-store';
import { wakeCallbackWorker } from './callback-worker';

/**
 * The page a request came from, as a full address of this site: the path the form sent,
 * else the Referer's path when it is this site's, else the home page. Never another site.
 */
export function callbackLink(siteUrl: string, page: string | undefined, referer: string | null): string {
  if (page) return `${siteUrl}${page}`;
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.origin === new URL(siteUrl).origin) return `${siteUrl}${from.pathname}`;
  } catch {
    // An unreadable Referer says nothing.
  }
  return `${siteUrl}/`;
}

/** Saves a checked request (on disk when this resolves) and wakes the outbox; the new row's id. */
export async function saveCallbackRequest(body: CallbackRequestBody, request: Request): Promise<number> {
  const { siteUrl } = getConfig();
  const store = createCallbackStore(await getDatabase());
  const id = await store.add(
    { name: body.name, phone: body.phone, link: callbackLink(siteUrl, body.page, request.headers.get('referer')) },
    Date.now(),
  );
  callbacksCreated().inc();
  wakeCallbackWorker();
  return id;
}
