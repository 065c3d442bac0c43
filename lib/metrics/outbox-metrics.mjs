// @ts-check
/** The outboxes (callbacks, texts): what waits, how old, what was tried, what was saved. */
import { Counter, Gauge } from 'prom-client';
import { processSingleton } from '../process-singleton.mjs';
import { metric, metricPrefix, sharedReading } from './metrics.mjs';

/** @typedef {{ backlog: number, oldestCreatedAt: number | null }} OutboxBacklog */

/** The backlog's reader of each outbox whose worker runs, by kind. */
const backlogReaders = () =>
  processSingleton('metrics-reader:outbox-backlog', () => /** @type {Map<string, () => Promise<OutboxBacklog | undefined>>} */ (new Map()));

const outboxBacklog = () =>
  metric(
    'outbox-backlog',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}outbox_backlog`,
        help: 'Messages saved and not yet delivered, by kind (callbacks, sms); the same figure from every instance sharing the database.',
        labelNames: ['kind'],
        registers,
        async collect() {
          this.reset();
          for (const [kind, read] of backlogReaders()) {
            const figures = await read();
            if (figures) this.set({ kind }, figures.backlog);
          }
        },
      }),
  );

const outboxOldestAge = () =>
  metric(
    'outbox-oldest',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}outbox_oldest_age_seconds`,
        help: 'Age of the oldest message not yet delivered, by kind; 0 when none waits.',
        labelNames: ['kind'],
        registers,
        async collect() {
          this.reset();
          for (const [kind, read] of backlogReaders()) {
            const figures = await read();
            if (figures)
              this.set({ kind }, figures.oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - figures.oldestCreatedAt) / 1000));
          }
        },
      }),
  );

/**
 * Reports the backlog of the outbox `kind` on each scrape, read by `read` (for an outbox whose
 * worker runs: one whose messages nobody delivers is no backlog to alert on).
 * @param {string} kind
 * @param {() => Promise<OutboxBacklog>} read
 */
export function watchOutboxBacklog(kind, read) {
  backlogReaders().set(kind, sharedReading(read));
  outboxBacklog();
  outboxOldestAge();
}

/** Delivery attempts by kind and result (`delivered`, `failed`). */
export const outboxAttempts = () =>
  metric(
    'outbox-attempts',
    (registers) =>
      new Counter({
        name: `${metricPrefix}outbox_attempts_total`,
        help: "Delivery attempts this instance made, by kind and result (delivered, or failed and to be retried).",
        labelNames: ['kind', 'result'],
        registers,
      }),
  );

/** Callback requests saved by this instance (each answered 201). */
export const callbacksCreated = () =>
  metric(
    'callbacks-created',
    (registers) =>
      new Counter({
        name: `${metricPrefix}callbacks_created_total`,
        help: 'Callback requests this instance saved (each answered 201).',
        registers,
      }),
  );
