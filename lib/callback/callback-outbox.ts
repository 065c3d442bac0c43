/**
 * Delivers stored callback requests to the salon's webhook (its spreadsheet script) as
 * `{id, name, phone, link, status: "New"}` with `Idempotency-Key: callback-{id}`, through the
 * shared outbox (`lib/outbox/outbox.ts`: lease, retries with back-off). Delivery is at least
 * once: a process that dies between the webhook's 2xx and marking the row delivered sends it
 * again, so the id travels in the body too, where a spreadsheet script (which cannot read
 * request headers) can see it and drop a repeat.
 * The name is the visitor's free text and lands in a cell: one that would start a formula is
 * defused as the CSV export defuses it.
 */
import { createOutbox, type DeliveryTuning } from '@/lib/outbox/outbox';
import { defuseFormula } from '@/lib/spreadsheet/defuse-formula.mjs';
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
      body: (callback) => ({
        id: callback.id,
        name: defuseFormula(callback.name),
        phone: callback.phone,
        link: callback.link,
        status: 'New',
      }),
    },
  });
}

export type CallbackOutbox = ReturnType<typeof createCallbackOutbox>;
