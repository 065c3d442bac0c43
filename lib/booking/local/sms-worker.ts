/**
 * The text-message outbox's worker inside the server (see `lib/outbox/outbox-worker.ts`),
 * started with the server when an SMS webhook is configured.
 */
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db/database';
import { startOutboxWorker, wakeOutboxWorker } from '@/lib/outbox/outbox-worker';
import { createSmsOutbox, createSmsStore, smsKindName } from './sms-outbox';

/** Starts this process's worker if an SMS webhook is configured (idempotent). */
export async function startSmsWorker(): Promise<void> {
  const { smsWebhookUrl, smsWebhookSecret } = getConfig();
  if (!smsWebhookUrl || !smsWebhookSecret) return;
  startOutboxWorker(smsKindName, async () =>
    createSmsOutbox({
      store: createSmsStore(await getDatabase()),
      webhookUrl: smsWebhookUrl,
      webhookSecret: smsWebhookSecret,
    }),
  );
}

/** Tells the worker a message was just queued. */
export function wakeSmsWorker(): void {
  wakeOutboxWorker(smsKindName);
}
