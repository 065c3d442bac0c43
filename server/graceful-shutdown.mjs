// @ts-check
/**
 * What the server does on SIGTERM (a deploy, a container stop) or SIGINT:
 * - it says it is draining at once (the shared object of lib/lifecycle/shutdown): readiness
 *   answers 503, so a load balancer sends the next visitors to another instance;
 * - on SIGTERM, for `delayMs` (SHUTDOWN_DELAY_MS) it keeps its listener open and serves as
 *   before: a balancer only notices at its next probe, and until then it still sends requests
 *   here, which would otherwise be refused. Each answer in that time closes its connection, so
 *   kept-alive connections move elsewhere rather than being cut later. SIGINT (Ctrl-C at a
 *   terminal) has no balancer to wait for and skips the delay;
 * - then it takes no new connection and closes idle kept-alive ones, while the requests in
 *   flight finish (a booking that was being made is made, rather than leaving a draft that
 *   holds the slot);
 * - it runs the app's shutdown steps: outbox workers stop claiming and wait for their
 *   deliveries in flight to end and be recorded, then the database closes; then the Redis
 *   connections close;
 * - it exits 0. At `deadlineMs` (SHUTDOWN_TIMEOUT_MS, counted from the signal) it exits 1
 *   anyway, saying what was cut.
 */
import { scopedLog } from '../lib/observability/logger.mjs';
import { processSingleton, serverShared } from '../lib/process-singleton.mjs';
import { closeProcessRedis } from '../lib/redis/shared-redis.mjs';

/**
 * The object the app's code reads and registers its steps on (lib/lifecycle/shutdown).
 * @returns {{ draining: boolean, deadlineAt?: number | null, steps: { name: string, run: () => Promise<void> }[] }}
 */
export function shutdownState() {
  return processSingleton(serverShared.shutdown, () => ({
    draining: false,
    deadlineAt: /** @type {number | null} */ (null),
    steps: /** @type {{ name: string, run: () => Promise<void> }[]} */ ([]),
  }));
}

/**
 * @param {import('node:http').Server} server
 * @param {{
 *   delayMs: number,
 *   deadlineMs: number,
 *   wait?: (ms: number) => Promise<void>,
 *   exit?: (code: number) => void,
 *   log?: import('../lib/observability/logger.mjs').EventLog,
 * }} options `wait` lets a test end the delay when it chooses
 * @returns {(signal: string) => Promise<void>}
 */
export function createGracefulShutdown(
  server,
  {
    delayMs,
    deadlineMs,
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    exit = (code) => process.exit(code),
    log = scopedLog('server', 'info'),
  },
) {
  let started = false;
  let stage = 'delay';
  return async (signal) => {
    if (started) return;
    started = true;
    const state = shutdownState();
    state.draining = true;
    state.deadlineAt = Date.now() + deadlineMs;
    const serveMs = signal === 'SIGTERM' ? delayMs : 0;
    log(
      'shutting down: not ready any more, serving while the load balancer notices, then finishing what is in flight',
      {
        signal,
        serveMs,
        deadlineMs,
      },
    );

    const deadline = setTimeout(() => {
      server.getConnections((_, open) => {
        log('shutdown deadline passed; cutting off', { stage, openConnections: open ?? 0 });
        exit(1);
      });
    }, deadlineMs);

    /** @param {import('node:http').IncomingMessage} _ @param {import('node:http').ServerResponse} response */
    const closeAfterAnswer = (_, response) => response.setHeader('Connection', 'close');
    server.prependListener('request', closeAfterAnswer);
    if (serveMs > 0) await wait(serveMs);

    stage = 'requests in flight';
    log('taking no new connections');
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    // A kept-alive connection becomes idle once its answer is sent: close it then.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(idleSweep);
    server.removeListener('request', closeAfterAnswer);

    for (const step of state.steps) {
      stage = step.name;
      try {
        await step.run();
      } catch (error) {
        log('a shutdown step failed', {
          step: step.name,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    stage = 'redis';
    await closeProcessRedis();
    clearTimeout(deadline);
    log('shut down cleanly');
    exit(0);
  };
}
