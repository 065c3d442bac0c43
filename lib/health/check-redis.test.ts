/** The readiness check of the shared Redis, against a real redis-server started and stopped here. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayRedis, redisTestPort, type ThrowawayRedis } from '@/e2e/servers/throwaway-redis';
import { openRedisConnection } from '@/lib/redis/redis-connection.mjs';
import { checkRedis } from './check-redis';

let redis: ThrowawayRedis;
let connection: ReturnType<typeof openRedisConnection>;

beforeAll(async () => {
  redis = await startThrowawayRedis(redisTestPort(3));
  connection = openRedisConnection(redis.url, { name: 'readiness-test', log: () => {} });
}, 30_000);

afterAll(async () => {
  await connection?.close();
  await redis?.dispose();
}, 30_000);

const shared = () => ({ commands: connection }) as unknown as Parameters<typeof checkRedis>[1];

describe('the Redis readiness check', () => {
  it('passes without REDIS_URL: nothing to share, nothing to wait for', async () => {
    expect(await checkRedis(500, null)).toBe(true);
  });

  it('passes while Redis answers, fails while it is down, passes again once it is back', async () => {
    await expect.poll(() => checkRedis(500, shared()), { timeout: 10_000 }).toBe(true);
    await redis.stop();
    await expect.poll(() => checkRedis(500, shared()), { timeout: 10_000 }).toBe(false);
    await redis.start();
    await expect.poll(() => checkRedis(500, shared()), { timeout: 15_000 }).toBe(true);
  }, 40_000);

  it('fails within its time-out when Redis stops answering', async () => {
    redis.pause();
    try {
      const started = Date.now();
      expect(await checkRedis(300, shared())).toBe(false);
      // Redis stays paused until the end, so only the time-out can have ended the check; the
      // bound is far from Redis's own retry times, with room for a busy machine's late timer.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      redis.resume();
    }
  }, 20_000);
});
