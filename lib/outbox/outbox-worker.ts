/**
 * An outbox's worker inside the server: one per kind and process (kept on `globalThis`, so
 * `next dev` reloading modules does not start a second), started with the server when the
 * kind's webhook is configured; every instance runs its own, and the lease (SKIP LOCKED on
 * PostgreSQL) keeps them from sending a row twice. It looks for due rows every two seconds
 * and at once when a new one is saved (`wakeOutboxWorker`), delivering up to `maxInFlight`
 * at a time without letting a slow delivery hold up the others. It needs no database to
 * start: each pass opens it (the first time) and a pass that cannot reach it is logged and
 * tried again two seconds later, so a server started while PostgreSQL is down delivers once
 * it is back.
 *
 * At shutdown (lib/lifecycle/shutdown) the workers stop claiming and wait for the deliveries
 * in flight, each of which keeps its lease until its request has ended and then records what
 * happened (delivered, or failed with a retry time). A lease is never given up while its
 * request may still reach the receiver: another instance would send the same text or
 * callback again. Only if the server's shutdown deadline comes first are the requests still
 * open cut, a second before it, and recorded as failed attempts, so the database still closes
 * in time.
 */
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { onShutdown, shutdownDeadline } from '@/lib/lifecycle/shutdown';
import { watchOutboxBacklog } from '@/lib/metrics/outbox-metrics.mjs';
import { processSingleton } from '@/lib/process-singleton.mjs';
import type { Outbox } from './outbox';
import type { OutboxItem } from './outbox-store';
import { logger } from '@/lib/observability/logger.mjs';

const pollMs = 2_000;
const maxInFlight = 20;
/** Left before the shutdown deadline, once requests still open are cut, to record them and close the database. */
export const recordMarginMs = 1_000;

/** `cutOffAt`: when deliveries still in flight are cut (epoch ms); without it they are waited for to the end. */
export type StopOptions = { cutOffAt?: number | null };

type Worker = { wake: () => void; stop: (options: StopOptions) => Promise<void> };
const workers = processSingleton('outbox-workers', () => new Map<string, Worker>());

function runWorker<Item extends OutboxItem>(name: string, openOutbox: () => Promise<Outbox<Item>>): Worker {
  // The deliveries under way (each ends once its outcome is recorded), and what cuts them.
  const inFlight = new Set<Promise<void>>();
  const cut = new AbortController();
  let passing: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Runs a pass, or asks the one under way to look again when it is done. */
  function pass(): Promise<void> {
    if (passing) {
      again = true;
      return passing;
    }
    passing = claimAndDeliver().finally(() => (passing = null));
    return passing;
  }

  async function claimAndDeliver() {
    try {
      do {
        again = false;
        const room = maxInFlight - inFlight.size;
        if (room <= 0 || stopped) break;
        const outbox = await openOutbox();
        const claimed = await outbox.claim(room);
        for (const item of claimed) {
          const delivery: Promise<void> = outbox
            .deliver(item, { signal: cut.signal })
            .then(
              () => {},
              // Unrecorded (the database went away): the lease stands until it runs out, then the row is due again.
              (error: unknown) =>
                logger.error({ scope: name, item: item.id, err: error }, 'a delivery could not be recorded'),
            )
            .finally(() => inFlight.delete(delivery));
          inFlight.add(delivery);
        }
      } while (again && !stopped);
    } catch (error) {
      // An outage is expected and said in one line (every two seconds while it lasts); anything else in full.
      if (isDatabaseUnavailable(error))
        logger.error({ scope: name, retryInMs: pollMs }, 'the database is unavailable; retrying');
      else logger.error({ scope: name, err: error }, 'the outbox pass failed; retrying on the next one');
    }
  }

  const timer = setInterval(() => void pass(), pollMs);
  timer.unref();
  void pass();
  return {
    wake: () => void pass(),
    stop: async ({ cutOffAt }) => {
      stopped = true;
      clearInterval(timer);
      // A pass already under way may still be claiming: its deliveries are waited for too.
      await passing;
      if (inFlight.size === 0) return;
      logger.warn({ scope: name, inFlight: inFlight.size }, 'shutting down: waiting for deliveries in flight to end');
      const cutting = cutOffAt == null ? undefined : setTimeout(() => cut.abort(), Math.max(0, cutOffAt - Date.now()));
      try {
        await Promise.all([...inFlight]);
      } finally {
        clearTimeout(cutting);
      }
    },
  };
}

/** Starts this process's worker for the kind `name` (idempotent). */
export function startOutboxWorker<Item extends OutboxItem>(
  name: string,
  openOutbox: () => Promise<Outbox<Item>>,
): void {
  if (workers.has(name)) return;
  workers.set(name, runWorker(name, openOutbox));
  watchOutboxBacklog(name, async () => (await openOutbox()).backlog());
  onShutdown('outbox workers', () => {
    const deadline = shutdownDeadline();
    return stopOutboxWorkers({ cutOffAt: deadline === null ? null : deadline - recordMarginMs });
  });
}

/** Stops every worker of this process: no more claims; resolves once each delivery in flight has ended and been recorded. */
export async function stopOutboxWorkers(options: StopOptions = {}): Promise<void> {
  await Promise.all([...workers.values()].map((worker) => worker.stop(options)));
  workers.clear();
}

/** Tells the worker of kind `name`, if running, that a row was just saved. */
export function wakeOutboxWorker(name: string): void {
  workers.get(name)?.wake();
}
