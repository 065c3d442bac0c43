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
 * At shutdown (lib/lifecycle/shutdown) the workers stop claiming, give the deliveries in
 * flight up to `SHUTDOWN_OUTBOX_GRACE_MS` to finish, and give up the leases of the rest, so
 * another instance sends them at once instead of when the lease runs out.
 */
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import type { Outbox } from './outbox';
import type { OutboxItem } from './outbox-store';

const pollMs = 2_000;
const maxInFlight = 20;
/** How long a delivery in flight at shutdown may take to finish before its lease is given up. */
const shutdownGraceMs = 5_000;

type Worker = { wake: () => void; stop: (graceMs: number) => Promise<void> };
const slot = globalThis as typeof globalThis & { __backstageOutboxWorkers?: Map<string, Worker> };
const workers = (slot.__backstageOutboxWorkers ??= new Map());

function runWorker<Item extends OutboxItem>(name: string, openOutbox: () => Promise<Outbox<Item>>): Worker {
  // The rows being delivered, and the outbox that claimed them (to give up their leases).
  const inFlight = new Set<number>();
  let opened: Outbox<Item> | null = null;
  let settled: (() => void) | null = null;
  let passing = false;
  let again = false;
  let stopped = false;

  async function pass() {
    if (passing) {
      again = true;
      return;
    }
    passing = true;
    try {
      do {
        again = false;
        const room = maxInFlight - inFlight.size;
        if (room <= 0 || stopped) break;
        const outbox = await openOutbox();
        opened = outbox;
        const claimed = await outbox.claim(room);
        for (const item of claimed) {
          inFlight.add(item.id);
          void outbox
            .deliver(item)
            .catch((error: unknown) => console.error(`[${name}] #${item.id} could not be recorded`, error))
            .finally(() => {
              inFlight.delete(item.id);
              if (inFlight.size === 0) settled?.();
            });
        }
      } while (again && !stopped);
    } catch (error) {
      // An outage is expected and said in one line (every two seconds while it lasts); anything else in full.
      if (isDatabaseUnavailable(error))
        console.error(`[${name}] the database is unavailable; retrying in ${pollMs / 1000} s`);
      else console.error(`[${name}] the outbox pass failed; retrying on the next one`, error);
    } finally {
      passing = false;
    }
  }

  const timer = setInterval(() => void pass(), pollMs);
  timer.unref();
  void pass();
  return {
    wake: () => void pass(),
    stop: async (graceMs) => {
      stopped = true;
      clearInterval(timer);
      if (inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          settled = resolve;
          setTimeout(resolve, graceMs).unref();
        });
      }
      const cut = [...inFlight];
      if (cut.length === 0 || !opened) return;
      try {
        await opened.release(cut);
        console.warn(`[${name}] shutting down: gave up the leases of #${cut.join(', #')}, for another instance to send`);
      } catch (error) {
        console.error(`[${name}] shutting down: could not give up the leases of #${cut.join(', #')}`, error);
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
  onShutdown('outbox workers', () => stopOutboxWorkers(shutdownGraceMs));
}

/** Stops every worker of this process: no more claims, deliveries in flight finish or give up their leases. */
export async function stopOutboxWorkers(graceMs: number): Promise<void> {
  await Promise.all([...workers.values()].map((worker) => worker.stop(graceMs)));
  workers.clear();
}

/** Tells the worker of kind `name`, if running, that a row was just saved. */
export function wakeOutboxWorker(name: string): void {
  workers.get(name)?.wake();
}
