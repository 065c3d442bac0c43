/**
 * The callback outbox's worker inside the server (see `lib/outbox/outbox-worker.ts`),
 * started with the server when a webhook is configured.
 */
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db/database';
import { startOutboxWorker, wakeOutboxWorker } from '@/lib/outbox/outbox-worker';
import { callbackKindName, createCallbackOutbox } from './callback-outbox';
import { createCallbackStore } from './callback-store';

/** Starts this process's worker if a webhook is configured (idempotent). */
export async function startCallbackWorker(): Promise<void> {
  const { callbackWebhookUrl } = getConfig();
  if (!callbackWebhookUrl) return;
  startOutboxWorker(callbackKindName, async () =>
    createCallbackOutbox({ store: createCallbackStore(await getDatabase()), webhookUrl: callbackWebhookUrl }),
  );
}

/** Tells the worker a request was just saved. */
export function wakeCallbackWorker(): void {
  wakeOutboxWorker(callbackKindName);
}
