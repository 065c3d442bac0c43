/**
 * Rate limits shared through a real Redis (Debian's redis-server, started here) by two
 * limiter instances with their own connections, standing for two server processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import { redisTestPort, startThrowawayRedis, type ThrowawayRedis } from '@/e2e/servers/throwaway-redis';
import { openRedisConnection, type RedisConnection } from '@/lib/redis/redis-connection.mjs';
import { processRedis } from '@/lib/redis/shared-redis.mjs';
import { isOverLimit, limit, refund } from './index';
import { createSharedLimits, type SharedLimits } from './shared-limits';

const hour = 60 * 60 * 1000;
let redis: ThrowawayRedis;
const connections: RedisConnection[] = [];

async function waitUntil(what: string, ready: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!ready()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function instance(name: string): Promise<{ limits: SharedLimits; connection: RedisConnection }> {
  const connection = openRedisConnection(redis.url, { name, log: () => {} });
  connections.push(connection);
  await waitUntil(`${name} to connect`, connection.usable);
  return { limits: createSharedLimits(connection.client, `test:${name.split('-')[0]}`), connection };
}

beforeAll(async () => {
  redis = await startThrowawayRedis(redisTestPort(1));
});

// Redis is stopped here on purpose: the connections' lines about it are expected.
const redisLines = expectLogLines(/^\[redis\] /);

afterAll(async () => {
  redisLines.restore();
  for (const connection of connections) await connection.close();
  const own = processRedis();
  await own?.events.stop();
  await own?.commands.close();
  await own?.subscriber.close();
  await redis?.dispose();
});

// Redis is stopped and started here: on a busy machine that takes seconds, more than the default.
describe('rate limits shared through Redis', { timeout: 30_000 }, () => {
  it('reads the hits counted across instances without counting', async () => {
    const [a, b] = [await instance('hits-a'), await instance('hits-b')];
    expect(await a.limits.hits('sms-budget:hour', 3, hour)).toBe(0);
    for (let i = 0; i < 5; i += 1) await (i % 2 ? a : b).limits.limit('sms-budget:hour', 3, hour);
    expect(await b.limits.hits('sms-budget:hour', 3, hour)).toBe(3);
    expect(await a.limits.hits('sms-budget:hour', 3, hour)).toBe(3);
  });

  it('counts one allowance across instances and says when to retry', async () => {
    const a = await instance('t1-a');
    const b = await instance('t1-b');
    expect(await a.limits.limit('phone:+447700900123', 3, hour)).toEqual({ ok: true, retryAfterSeconds: 0 });
    expect(await b.limits.limit('phone:+447700900123', 3, hour)).toEqual({ ok: true, retryAfterSeconds: 0 });
    expect(await a.limits.limit('phone:+447700900123', 3, hour)).toEqual({ ok: true, retryAfterSeconds: 0 });
    const refused = await b.limits.limit('phone:+447700900123', 3, hour);
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(hour / 1000 - 5);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(hour / 1000);
    // Hammering does not move the end of the window.
    for (let i = 0; i < 10; i += 1) await a.limits.limit('phone:+447700900123', 3, hour);
    expect((await a.limits.limit('phone:+447700900123', 3, hour)).retryAfterSeconds).toBeLessThanOrEqual(
      refused.retryAfterSeconds,
    );
  });

  it('opens the allowance again when the window ends', async () => {
    const a = await instance('t2-a');
    const b = await instance('t2-b');
    expect((await a.limits.limit('k', 1, 1000)).ok).toBe(true);
    expect(await b.limits.limit('k', 1, 1000)).toEqual({ ok: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await b.limits.limit('k', 1, 1000)).ok).toBe(true);
  });

  it('keeps keys and allowances apart', async () => {
    const a = await instance('t3-a');
    expect((await a.limits.limit('ip:192.0.2.1', 1, hour)).ok).toBe(true);
    expect((await a.limits.limit('ip:192.0.2.2', 1, hour)).ok).toBe(true);
    expect((await a.limits.limit('ip:192.0.2.1', 1, hour)).ok).toBe(false);
    // The same key under another allowance is counted apart.
    expect((await a.limits.limit('ip:192.0.2.1', 5, 15 * 60 * 1000)).ok).toBe(true);
  });

  it('lets exactly max of many concurrent requests on two instances through', async () => {
    const a = await instance('t4-a');
    const b = await instance('t4-b');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).limits.limit('burst', 10, hour)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
  });

  it('tells whether the allowance is used up without counting the look', async () => {
    const a = await instance('t5-a');
    const b = await instance('t5-b');
    for (let i = 0; i < 5; i += 1) expect((await b.limits.isOverLimit('failures', 2, hour)).ok).toBe(true);
    await a.limits.limit('failures', 2, hour);
    expect((await b.limits.isOverLimit('failures', 2, hour)).ok).toBe(true);
    await a.limits.limit('failures', 2, hour);
    const blocked = await b.limits.isOverLimit('failures', 2, hour);
    expect(blocked.ok).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(hour / 1000 - 5);
  });

  it('does not count a refused request, and gives back a counted one on refund, across instances', async () => {
    const a = await instance('t8-a');
    const b = await instance('t8-b');
    expect((await a.limits.limit('revalidate:192.0.2.8', 2, hour)).ok).toBe(true);
    expect((await b.limits.limit('revalidate:192.0.2.8', 2, hour)).ok).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      expect((await a.limits.limit('revalidate:192.0.2.8', 2, hour, { remember: false })).ok).toBe(false);
    }
    expect(await a.connection.client.get('test:t8:2:3600:revalidate:192.0.2.8')).toBe('2');
    await b.limits.refund('revalidate:192.0.2.8', 2, hour);
    expect((await a.limits.limit('revalidate:192.0.2.8', 2, hour, { remember: false })).ok).toBe(true);
    expect((await a.limits.limit('revalidate:192.0.2.8', 2, hour, { remember: false })).ok).toBe(false);
  });

  it('never gives back more than was counted, and a refund opens no window', async () => {
    const a = await instance('t9-a');
    await a.limits.refund('fresh', 1, hour);
    expect(await a.connection.client.exists('test:t9:1:3600:fresh')).toBe(0);
    expect((await a.limits.limit('fresh', 1, hour)).ok).toBe(true);
    await a.limits.refund('fresh', 1, hour);
    await a.limits.refund('fresh', 1, hour);
    expect((await a.limits.limit('fresh', 1, hour)).ok).toBe(true);
    expect((await a.limits.limit('fresh', 1, hour)).ok).toBe(false);
  });

  it('remembers a refusal: a flood from one address costs Redis one question', async () => {
    const a = await instance('t10-a');
    const scriptCalls = async () => {
      const stats = await a.connection.client.info('commandstats');
      return [...stats.matchAll(/^cmdstat_(?:evalsha|eval):calls=(\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    };
    await a.limits.limit('callback:192.0.2.11', 1, hour);
    const refused = await a.limits.limit('callback:192.0.2.11', 1, hour);
    expect(refused.ok).toBe(false);
    const before = await scriptCalls();
    expect(before).toBeGreaterThan(0);
    const flood = await Promise.all(Array.from({ length: 200 }, () => a.limits.limit('callback:192.0.2.11', 1, hour)));
    expect(flood.every((answer) => !answer.ok && answer.retryAfterSeconds <= refused.retryAfterSeconds)).toBe(true);
    expect((await a.limits.isOverLimit('callback:192.0.2.11', 1, hour)).ok).toBe(false);
    expect(await scriptCalls()).toBe(before);
    // A refund forgets it: the next request is asked of Redis, and has room.
    await a.limits.refund('callback:192.0.2.11', 1, hour);
    expect((await a.limits.limit('callback:192.0.2.11', 1, hour)).ok).toBe(true);
  });

  it('limit(), isOverLimit() and refund() count in Redis when REDIS_URL is set', async () => {
    process.env.REDIS_URL = redis.url;
    try {
      await waitUntil('this process to connect', () => processRedis()!.commands.usable());
      const other = await instance('t7-other');
      expect(await limit('revalidate-failures:192.0.2.7', 2, 15 * 60 * 1000)).toEqual({
        ok: true,
        retryAfterSeconds: 0,
      });
      expect((await limit('revalidate-failures:192.0.2.7', 2, 15 * 60 * 1000)).ok).toBe(true);
      expect((await isOverLimit('revalidate-failures:192.0.2.7', 2, 15 * 60 * 1000)).ok).toBe(false);
      expect(await other.connection.client.get('backstage:rate:2:900:revalidate-failures:192.0.2.7')).toBe('2');
      await refund('revalidate-failures:192.0.2.7', 2, 15 * 60 * 1000);
      expect(await other.connection.client.get('backstage:rate:2:900:revalidate-failures:192.0.2.7')).toBe('1');
    } finally {
      delete process.env.REDIS_URL;
    }
  });

  it('while Redis is down, each instance holds the allowance in memory; once back, the shared count resumes', async () => {
    const a = await instance('t6-a');
    const b = await instance('t6-b');
    expect((await a.limits.limit('callback:192.0.2.9', 2, hour)).ok).toBe(true);

    await redis.stop();
    await waitUntil('both to notice', () => !a.connection.usable() && !b.connection.usable());
    // Straight to memory, never a command left to wait for its time-out on a Redis that is gone.
    const sentToRedis = [vi.spyOn(a.connection.client, 'sendCommand'), vi.spyOn(b.connection.client, 'sendCommand')];
    // Each instance on its own: two allowed, the third refused, none an error.
    expect((await a.limits.limit('callback:192.0.2.9', 2, hour)).ok).toBe(true);
    expect((await a.limits.limit('callback:192.0.2.9', 2, hour)).ok).toBe(true);
    const insured = await a.limits.limit('callback:192.0.2.9', 2, hour);
    expect(insured.ok).toBe(false);
    expect(insured.retryAfterSeconds).toBeGreaterThan(0);
    expect((await b.limits.limit('callback:192.0.2.9', 2, hour)).ok).toBe(true);
    expect((await b.limits.isOverLimit('callback:192.0.2.9', 2, hour)).ok).toBe(true);
    for (const spy of sentToRedis) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }

    // A new Redis (nothing persisted): counting is shared again, without a restart.
    await redis.start();
    await waitUntil('both to reconnect', () => a.connection.usable() && b.connection.usable());
    expect((await a.limits.limit('callback:192.0.2.10', 2, hour)).ok).toBe(true);
    expect((await b.limits.limit('callback:192.0.2.10', 2, hour)).ok).toBe(true);
    expect((await a.limits.limit('callback:192.0.2.10', 2, hour)).ok).toBe(false);
    expect((await b.limits.isOverLimit('callback:192.0.2.10', 2, hour)).ok).toBe(false);
  });
});
