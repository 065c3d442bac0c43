// @ts-check
/**
 * This process's share of the Redis named by `REDIS_URL`: one connection for commands (Next's
 * cache, rate limits, publishing), one for the subscription, and the instance events over
 * them. Made on first use and kept on `globalThis`, since the cache handler (loaded by Node),
 * instrumentation.ts and the route handlers (bundled apart) run in one process and must share
 * one set. Null without `REDIS_URL`, and during `next build`, whose workers only prerender.
 */
import { existingProcessSingleton, processSingleton, serverShared } from '../process-singleton.mjs';
import { createInstanceEvents } from './instance-events.mjs';
import { openRedisConnection } from './redis-connection.mjs';

/**
 * @typedef {{
 *   commands: import('./redis-connection.mjs').RedisConnection,
 *   subscriber: import('./redis-connection.mjs').RedisConnection,
 *   events: import('./instance-events.mjs').InstanceEvents,
 * }} SharedRedis
 */

/** @returns {SharedRedis | null} */
export function processRedis() {
  const url = process.env.REDIS_URL?.trim();
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  return processSingleton(serverShared.redis, () => {
    const commands = openRedisConnection(url, { name: 'commands' });
    const subscriber = openRedisConnection(url, { name: 'events' });
    return { commands, subscriber, events: createInstanceEvents({ commands, subscriber }) };
  });
}

/** Closes this process's connections, if it opened them: the server's last step at shutdown. */
export async function closeProcessRedis() {
  const redis = /** @type {SharedRedis | undefined} */ (existingProcessSingleton(serverShared.redis));
  if (!redis) return;
  await redis.events.stop().catch(() => {});
  await Promise.all([redis.commands.close(), redis.subscriber.close()]).catch(() => {});
}
