/**
 * Delivers stored callback requests to the salon's webhook (its spreadsheet script) as
 * `{name, phone, link, status: "New"}` with `Idempotency-Key: callback-{id}`, through the
 * shared outbox (`lib/outbox/outbox.ts`: lease, retries with back-off, exactly once).
 */
import { createOutbox, type DeliveryTuning } from '@/lib/outbox/outbox';
import type { CallbackStore, StoredCallback } from './callback-store';

export { retryDelayMs, type DeliveryOutcome } from '@/lib/outbox/outbox';

export const callbackKindName = 'callbacks';

export type OutboxOptions = DeliveryTuning & { store: CallbackStore; webhookUrl: string };

export function createCallbackOutbox(options: OutboxOptions) {
  return createOutbox<StoredCallback>({
    ...options,
    kind: {
      name: callbackKindName,
      url: options.webhookUrl,
      idempotencyKey: (callback) => `callback-${callback.id}`,
      body: (callback) => ({ name: callback.name, phone: callback.phone, link: callback.link, status: 'New' }),
    },
  });
}

export type CallbackOutbox = ReturnType<typeof createCallbackOutbox>;
