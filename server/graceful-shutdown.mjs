// @ts-check
/**
 * What the server does on SIGTERM (a deploy, a container stop) or SIGINT:
 * - it says it is draining (the shared object of lib/lifecycle/shutdown: readiness answers
 *   503, so a load balancer sends the next visitors to another instance);
 * - it takes no new connection and closes idle kept-alive ones, while the requests in
 *   flight finish (a booking that was being made is made, rather than leaving a draft that
 *   holds the slot);
 * - it runs the app's shutdown steps: outbox workers stop claiming and give up the leases of
 *   what they could not send, then the database closes; then the Redis connections close;
 * - it exits 0. After `deadlineMs` it exits 1 anyway, saying what was cut.
 */

const shutdownKey = Symbol.for('backstage.shutdown');
const redisKey = Symbol.for('backstage.shared-redis');

/**
 * The object the app's code reads and registers its steps on (lib/lifecycle/shutdown).
 * @returns {{ draining: boolean, steps: { name: string, run: () => Promise<void> }[] }}
 */
export function shutdownState() {
  const holder = /** @type {any} */ (globalThis);
  holder[shutdownKey] ??= { draining: false, steps: [] };
  return holder[shutdownKey];
}

/** The deadline from SHUTDOWN_TIMEOUT_MS (milliseconds, default 10 000). */
export function shutdownDeadlineMs(value = process.env.SHUTDOWN_TIMEOUT_MS) {
  if (value === undefined || value.trim() === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a positive number of milliseconds, not "${value}"`);
  return ms;
}

/**
 * @param {import('node:http').Server} server
 * @param {{ deadlineMs: number, exit?: (code: number) => void, log?: (line: string) => void }} options
 * @returns {(signal: string) => Promise<void>}
 */
export function createGracefulShutdown(server, { deadlineMs, exit = (code) => process.exit(code), log = (line) => console.log(line) }) {
  let started = false;
  let stage = 'requests in flight';
  return async (signal) => {
    if (started) return;
    started = true;
    const state = shutdownState();
    state.draining = true;
    log(`[server] ${signal}: taking no new connections, finishing what is in flight (at most ${deadlineMs / 1000} s)`);

    const deadline = setTimeout(() => {
      server.getConnections((_, open) => {
        log(`[server] shutdown deadline passed during "${stage}"; cut off: ${open ?? 0} open connection(s)`);
        exit(1);
      });
    }, deadlineMs);

    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    // A kept-alive connection becomes idle once its answer is sent: close it then.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(idleSweep);

    for (const step of state.steps) {
      stage = step.name;
      try {
        await step.run();
      } catch (error) {
        log(`[server] shutdown: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    stage = 'redis';
    const redis = /** @type {any} */ (globalThis)[redisKey];
    if (redis) {
      await redis.events.stop().catch(() => {});
      await Promise.all([redis.commands.close(), redis.subscriber.close()]).catch(() => {});
    }
    clearTimeout(deadline);
    log('[server] shut down cleanly');
    exit(0);
  };
}
