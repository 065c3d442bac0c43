// @ts-check
/**
 * How long a stopping server keeps serving and how long it may take in all, from SIGTERM:
 * - `SHUTDOWN_DELAY_MS` (default 5 000, 0 allowed): readiness answers 503 at once but the
 *   listener stays open and serves for this long, so a load balancer that probes readiness
 *   takes the instance out before its connections are refused;
 * - `SHUTDOWN_TIMEOUT_MS` (default 15 000): the whole shutdown (the delay, the requests in
 *   flight, the outbox deliveries in flight, closing the database); past it the process exits 1.
 *   It must exceed the delay, or nothing in flight would get any time at all.
 * Plain JavaScript so that lib/config.ts (which validates at start-up) and server.mjs (which
 * applies them) read them one way.
 */

export const defaultShutdownDelayMs = 5_000;
export const defaultShutdownTimeoutMs = 15_000;

/**
 * @typedef {{ delayMs: number, timeoutMs: number }} ShutdownTimings
 * @typedef {{ ok: true, timings: ShutdownTimings } | { ok: false, variable: string, message: string }} ParsedTimings
 */

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {number} least
 */
function milliseconds(value, fallback, least) {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= least ? ms : null;
}

/**
 * @param {{ SHUTDOWN_DELAY_MS?: string, SHUTDOWN_TIMEOUT_MS?: string }} env
 * @returns {ParsedTimings}
 */
export function readShutdownTimings(env) {
  const delayMs = milliseconds(env.SHUTDOWN_DELAY_MS, defaultShutdownDelayMs, 0);
  if (delayMs === null) {
    return { ok: false, variable: 'SHUTDOWN_DELAY_MS', message: 'must be a whole number of milliseconds, 0 or more' };
  }
  const timeoutMs = milliseconds(env.SHUTDOWN_TIMEOUT_MS, defaultShutdownTimeoutMs, 1);
  if (timeoutMs === null) {
    return { ok: false, variable: 'SHUTDOWN_TIMEOUT_MS', message: 'must be a positive whole number of milliseconds' };
  }
  if (timeoutMs <= delayMs) {
    return {
      ok: false,
      variable: 'SHUTDOWN_TIMEOUT_MS',
      message: `must exceed SHUTDOWN_DELAY_MS (${delayMs} ms), so that what is in flight gets time to finish`,
    };
  }
  return { ok: true, timings: { delayMs, timeoutMs } };
}
