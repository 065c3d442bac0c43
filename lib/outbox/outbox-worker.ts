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
 */
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import type { Outbox } from './outbox';
import type { OutboxItem } from './outbox-store';

const pollMs = 2_000;
const maxInFlight = 20;

type Worker = { wake: () => void; stop: () => void };
const slot = globalThis as typeof globalThis & { __backstageOutboxWorkers?: Map<string, Worker> };
const workers = (slot.__backstageOutboxWorkers ??= new Map());

function runWorker<Item extends OutboxItem>(name: string, openOutbox: () => Promise<Outbox<Item>>): Worker {
  let inFlight = 0;
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
        const room = maxInFlight - inFlight;
        if (room <= 0) break;
        const outbox = await openOutbox();
        const claimed = await outbox.claim(room);
        for (const item of claimed) {
          inFlight += 1;
          void outbox
            .deliver(item)
            .catch((error: unknown) => console.error(`[${name}] #${item.id} could not be recorded`, error))
            .finally(() => {
              inFlight -= 1;
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
    stop: () => {
      stopped = true;
      clearInterval(timer);
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
}

/** Tells the worker of kind `name`, if running, that a row was just saved. */
export function wakeOutboxWorker(name: string): void {
  workers.get(name)?.wake();
}
