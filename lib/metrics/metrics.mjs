// @ts-check
/**
 * The site's Prometheus metrics: one registry per process, shared by `server.mjs` (run by Node
 * as it is) and the app's bundles (prom-client is loaded unbundled, `serverExternalPackages`),
 * each metric made once per process whichever side asks first (lib/process-singleton.mjs).
 * Every label takes its values from a fixed set (a route template of the build, a method of
 * HTTP, a kind of outbox, a limit's name from the code), never from what a visitor sends,
 * so the series stay few whatever addresses arrive. The metrics themselves are defined by
 * concern beside this file: requests, outboxes, the booking system, limits, health.
 *
 * Figures that live elsewhere (the outbox's backlog in the database, the text budget in Redis,
 * the database pool) are read when Prometheus scrapes, through a reader the app registers
 * (`watch*`); a reader that fails or takes longer than `readTimeoutMs` leaves its series out
 * of that scrape instead of failing or stalling the whole answer, so a database outage never
 * makes the instance look down.
 */
import { Registry, collectDefaultMetrics } from 'prom-client';
import { processSingleton } from '../process-singleton.mjs';

export const metricPrefix = 'backstage_';

/** How long a scrape waits for a figure read from elsewhere (the database, Redis). */
export const readTimeoutMs = 500;

/** This process's registry, with Node's process and event-loop figures (`backstage_process_*`, `backstage_nodejs_*`). */
export function metricsRegistry() {
  return processSingleton('metrics-registry', () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: metricPrefix });
    return registry;
  });
}

/**
 * @template T
 * @param {string} name
 * @param {(registers: Registry[]) => T} create
 * @returns {T}
 */
export const metric = (name, create) => processSingleton(`metric:${name}`, () => create([metricsRegistry()]));

/**
 * `read()` within `readTimeoutMs`, or undefined when it fails or is late.
 * @template T
 * @param {() => Promise<T> | T} read
 * @returns {Promise<T | undefined>}
 */
async function readInTime(read) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(undefined), readTimeoutMs);
    timer.unref();
  });
  try {
    return /** @type {T | undefined} */ (await Promise.race([Promise.resolve().then(read), late]));
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One reading shared by the gauges collected in one scrape (each gauge asks; the first asks the
 * source, the others get its answer while it is under a second old).
 * @template T
 * @param {() => Promise<T> | T} read
 * @returns {() => Promise<T | undefined>}
 */
export function sharedReading(read) {
  /** @type {{ at: number, value: Promise<T | undefined> } | null} */
  let last = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at > 1000) last = { at: now, value: readInTime(read) };
    return last.value;
  };
}

/**
 * The reader the app registered for the figure `name`, one per process, whichever copy of a
 * module registered it or asks.
 * @template T
 * @param {string} name
 * @returns {{ read?: T }}
 */
export const readerSlot = (name) => processSingleton(`metrics-reader:${name}`, () => ({}));
