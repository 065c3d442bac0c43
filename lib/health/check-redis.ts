/**
 * Whether the Redis the instances share answers a PING within `timeoutMs`; true when none is
 * configured (the instance then keeps its shared state itself, and needs nothing).
 */
import { within } from '@/lib/redis/redis-connection.mjs';
import { processRedis } from '@/lib/redis/shared-redis.mjs';

export async function checkRedis(timeoutMs: number, redis = processRedis()): Promise<boolean> {
  if (!redis) return true;
  if (!redis.commands.usable()) return false;
  return (await within(redis.commands.client.ping(), timeoutMs).catch(() => null)) === 'PONG';
}
