// @ts-check
/**
 * A connection to the Redis that several instances of the site share, made so that Redis
 * being slow or gone never holds a visitor up:
 * - commands are never queued while disconnected (`enableOfflineQueue: false`): they fail at
 *   once and the caller uses this instance's own state instead;
 * - a command with no reply within `timeoutMs` fails, and the socket is dropped and opened
 *   again (`socketTimeout`), so a Redis that accepts connections but no longer answers
 *   costs one wait, not one per request;
 * - it reconnects by itself, forever, at most every two seconds;
 * - an outage is logged once when it starts and once when it ends, not per failed command.
 */
import { Redis } from 'ioredis';
import { scopedLog } from '../observability/logger.mjs';
import { traceRedisCommands } from '../observability/spans.mjs';

/**
 * @typedef {{
 *   client: Redis,
 *   usable: () => boolean,
 *   close: () => Promise<void>,
 * }} RedisConnection
 */

/**
 * `promise`, or a rejection once `ms` have passed: for the rare command ioredis keeps past its
 * own time-out (one caught in a reconnection), so no caller ever waits on Redis unbounded.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, late])).finally(() => clearTimeout(timer));
}

/**
 * @param {string} url `redis://` or `rediss://`, as `REDIS_URL` (validated by lib/config.ts)
 * @param {{ name: string, timeoutMs?: number, log?: import('../observability/logger.mjs').EventLog }} options
 * @returns {RedisConnection}
 */
export function openRedisConnection(url, { name, timeoutMs = 500, log = scopedLog('redis', 'warn') }) {
  const client = new Redis(url, {
    connectionName: `backstage-${name}`,
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    connectTimeout: Math.max(1000, timeoutMs * 2),
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  traceRedisCommands(client, name);
  let down = false;
  let closed = false;
  client.on('error', (error) => {
    if (down || closed) return;
    down = true;
    log('unavailable; this instance uses its own state until Redis answers again', {
      connection: name,
      error: error.message,
    });
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log('connected again', { connection: name });
  });
  return {
    client,
    usable: () => client.status === 'ready',
    async close() {
      closed = true;
      client.disconnect();
    },
  };
}
