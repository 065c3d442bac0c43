/**
 * Delivers an outbox's rows to a webhook, one POST per row, until one answer is a 2xx, and
 * marks them delivered. What differs between kinds of message (where to, which body, which
 * headers, the idempotency key) is an `OutboxKind`; the rest is the same for all:
 *
 * - Each pass claims the due rows under a lease longer than any delivery may take, so a row
 *   is never in flight twice; a slow webhook is waited for (up to `maxDeliveryMs`) rather
 *   than given up on and sent again, so a late success is still one delivery.
 * - A failed attempt is retried after an exponential back-off (from `baseDelayMs`, doubling,
 *   capped at `maxDelayMs`, with ±20% jitter so retries after an outage do not arrive together).
 * - Rows live in the database, so a restart picks up whatever was not delivered.
 * - A delivery is only ever cut by its own time-out or by its caller's `signal` (a server
 *   that must exit): either way its request has ended before the attempt is recorded as
 *   failed, so the row is never free for another claimer while it may still reach the receiver.
 * Every request carries `Idempotency-Key: {kind}-{id}`, for a receiver that can use it.
 */
import { scopedLog, type EventLog } from '@/lib/observability/logger.mjs';
import { inSpan, markFailed } from '@/lib/observability/spans.mjs';
import { outboxAttempts } from '@/lib/metrics/outbox-metrics.mjs';
import type { OutboxItem, OutboxStore } from './outbox-store';

export type OutboxKind<Item> = {
  /** Names the kind in log lines and idempotency keys: `callbacks`, `sms`. */
  name: string;
  idempotencyKey: (item: Item) => string;
  url: string;
  /** Extra request headers (a shared secret); never logged. */
  headers?: Record<string, string>;
  /** The JSON body sent for a row. */
  body: (item: Item) => unknown;
};

export type DeliveryTuning = {
  fetchImpl?: typeof fetch;
  now?: () => number;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxDeliveryMs?: number;
  batchSize?: number;
  log?: EventLog;
};

export type DeliveryOutcome = { id: number; delivered: boolean; error?: string };

/** The wait before attempt `attempts + 1`, given `attempts` failures so far. */
export function retryDelayMs(
  attempts: number,
  options: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * options.random()));
}

export function createOutbox<Item extends OutboxItem>(
  options: DeliveryTuning & { store: OutboxStore<Item>; kind: OutboxKind<Item> },
) {
  const { store, kind } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const baseDelayMs = options.baseDelayMs ?? 2_000;
  const maxDelayMs = options.maxDelayMs ?? 15 * 60_000;
  const maxDeliveryMs = options.maxDeliveryMs ?? 60_000;
  const batchSize = options.batchSize ?? 10;
  const log = options.log ?? scopedLog(kind.name, 'info');

  /** Sends one claimed row and records the outcome; `signal` cuts the request short (recorded as a failed attempt). */
  /** One delivery, as a span of its own (`outbox deliver`, its kind and whether it was delivered). */
  const deliver = (item: Item, options: { signal?: AbortSignal } = {}): Promise<DeliveryOutcome> =>
    inSpan('outbox deliver', { kind: 'client', attributes: { 'backstage.outbox.kind': kind.name } }, async (span) => {
      const outcome = await attempt(item, options);
      span.setAttribute('backstage.outbox.delivered', outcome.delivered);
      if (!outcome.delivered) markFailed(span, 'not delivered');
      return outcome;
    });

  async function attempt(item: Item, options: { signal?: AbortSignal }): Promise<DeliveryOutcome> {
    const failed = async (error: string): Promise<DeliveryOutcome> => {
      const attempts = item.attempts + 1;
      const delay = retryDelayMs(attempts, { baseDelayMs, maxDelayMs, random });
      await store.markFailed(item.id, error, now() + delay);
      outboxAttempts().inc({ kind: kind.name, result: 'failed' });
      log('a delivery failed; trying again later', { item: item.id, attempts, error, retryInMs: delay });
      return { id: item.id, delivered: false, error };
    };
    let response: Response;
    try {
      response = await fetchImpl(kind.url, {
        method: 'POST',
        headers: { ...kind.headers, 'content-type': 'application/json', 'idempotency-key': kind.idempotencyKey(item) },
        body: JSON.stringify(kind.body(item)),
        signal: options.signal
          ? AbortSignal.any([AbortSignal.timeout(maxDeliveryMs), options.signal])
          : AbortSignal.timeout(maxDeliveryMs),
        redirect: 'follow',
      });
      // Read the answer through, so the connection is released and a late error surfaces here.
      await response.arrayBuffer();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (options.signal?.aborted) return failed('cut off: the server was shutting down');
      return failed(
        name === 'TimeoutError'
          ? `no answer within ${maxDeliveryMs} ms`
          : `unreachable: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`,
      );
    }
    if (!response.ok) return failed(`answered ${response.status}`);
    await store.markDelivered(item.id, now());
    outboxAttempts().inc({ kind: kind.name, result: 'delivered' });
    log('delivered', { item: item.id });
    return { id: item.id, delivered: true };
  }

  /** Leases up to `max` due rows; the lease outlasts the longest delivery, so nobody claims a row in flight. */
  function claim(max = batchSize): Promise<Item[]> {
    const at = now();
    return store.claimDue(at, at + maxDeliveryMs + 30_000, max);
  }

  /** One pass: claims what is due and delivers it. */
  async function runOnce(): Promise<DeliveryOutcome[]> {
    return Promise.all((await claim()).map((item) => deliver(item)));
  }

  /** What is still to deliver, for the metrics. */
  const backlog = () => store.backlog(now());

  return { name: kind.name, claim, deliver, runOnce, backlog };
}

export type Outbox<Item extends OutboxItem> = ReturnType<typeof createOutbox<Item>>;
