/**
 * The outbox's worker inside the server: one per process (kept on `globalThis`, so `next
 * dev` reloading modules does not start a second), started with the server when a webhook
 * is configured. It looks for due requests every two seconds and at once when a new one is
 * saved (`wakeCallbackWorker`), delivering up to `maxInFlight` at a time without letting a
 * slow delivery hold up the others. It needs no database to start: each pass opens it (the
 * first time) and a pass that cannot reach it is logged and tried again two seconds later,
 * so a server started while PostgreSQL is down delivers once it is back.
 */
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db/database';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { createCallbackOutbox, type CallbackOutbox } from './callback-outbox';
import { createCallbackStore } from './callback-store';

const pollMs = 2_000;
const maxInFlight = 20;

type Worker = { wake: () => void; stop: () => void };
const slot = globalThis as typeof globalThis & { __backstageCallbackWorker?: Worker };

function runWorker(openOutbox: () => Promise<CallbackOutbox>): Worker {
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
        for (const callback of claimed) {
          inFlight += 1;
          void outbox
            .deliver(callback)
            .catch((error: unknown) => console.error(`[callbacks] #${callback.id} could not be recorded`, error))
            .finally(() => {
              inFlight -= 1;
            });
        }
      } while (again && !stopped);
    } catch (error) {
      // An outage is expected and said in one line (every two seconds while it lasts); anything else in full.
      if (isDatabaseUnavailable(error))
        console.error(`[callbacks] the database is unavailable; retrying in ${pollMs / 1000} s`);
      else console.error('[callbacks] the outbox pass failed; retrying on the next one', error);
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

/** Starts this process's worker if a webhook is configured (idempotent). */
export async function startCallbackWorker(): Promise<void> {
  const { callbackWebhookUrl } = getConfig();
  if (!callbackWebhookUrl || slot.__backstageCallbackWorker) return;
  slot.__backstageCallbackWorker = runWorker(async () =>
    createCallbackOutbox({ store: createCallbackStore(await getDatabase()), webhookUrl: callbackWebhookUrl }),
  );
}

/** Tells the worker a request was just saved. */
export function wakeCallbackWorker(): void {
  slot.__backstageCallbackWorker?.wake();
}
