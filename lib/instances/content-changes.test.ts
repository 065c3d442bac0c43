/**
 * The webhook's effects reaching another instance through a real Redis (Debian's
 * redis-server, started here): this test process is one instance, wired as the server wires
 * itself (processRedis from REDIS_URL, followOtherInstances), with the real address gate; a
 * second set of connections and instance events is the other instance.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import { redisTestPort, startThrowawayRedis, type ThrowawayRedis } from '@/e2e/servers/throwaway-redis';
import { processSingleton, serverShared } from '@/lib/process-singleton.mjs';
import { getSiteSnapshot, resetSiteGate } from '@/lib/routing/site-gate';
import type { SiteSnapshot } from '@/lib/routing/site-snapshot';
import { createInstanceEvents, type InstanceEvents } from '@/lib/redis/instance-events.mjs';
import { openRedisConnection, type RedisConnection } from '@/lib/redis/redis-connection.mjs';
import { processRedis } from '@/lib/redis/shared-redis.mjs';
import { announceContentChange, followOtherInstances } from './content-changes';

let redis: ThrowawayRedis;
let other: { events: InstanceEvents; connections: RedisConnection[]; contentChanges: number };
/** The kept page answers, as server.mjs registers them; counts how often they were dropped. */
const keptAnswers = { drops: 0, clear: () => (keptAnswers.drops += 1) };
let loads = 0;
const load = async () => {
  loads += 1;
  return {} as SiteSnapshot;
};

/** Polls `ready`; `timeoutMs` only keeps a lost event from hanging the run (sized for a busy machine). */
async function waitUntil(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** Whether the gate reloads its snapshot on the next request, as after markSiteSnapshotStale. */
async function gateReloads(): Promise<boolean> {
  const before = loads;
  await getSiteSnapshot({ load, maxAgeMs: 3_600_000 });
  await new Promise((resolve) => setImmediate(resolve));
  return loads > before;
}

beforeAll(async () => {
  redis = await startThrowawayRedis(redisTestPort(2));
  process.env.REDIS_URL = redis.url;
  processSingleton(serverShared.pageAnswers, () => keptAnswers);
  resetSiteGate();
  await getSiteSnapshot({ load, maxAgeMs: 3_600_000 });
  const connections = [
    openRedisConnection(redis.url, { name: 'other-commands', log: () => {} }),
    openRedisConnection(redis.url, { name: 'other-events', log: () => {} }),
  ];
  const events = createInstanceEvents({ commands: connections[0]!, subscriber: connections[1]! });
  other = { events, connections, contentChanges: 0 };
  events.on('content', () => (other.contentChanges += 1));
  followOtherInstances();
  const own = processRedis()!;
  await waitUntil('all connections', () => [...connections, own.commands, own.subscriber].every((c) => c.usable()));
  await own.events.synced(2000);
  await events.synced(2000);
});

// Redis is stopped and cut off here on purpose: the connections' lines about it are expected.
const redisLines = expectLogLines(/^\[redis\] /);

afterAll(async () => {
  redisLines.restore();
  await other?.events.stop();
  for (const connection of other?.connections ?? []) await connection.close();
  const own = processRedis();
  await own?.events.stop();
  await own?.commands.close();
  await own?.subscriber.close();
  await redis?.dispose();
});

// Redis is stopped and started here: on a busy machine that takes seconds, more than the default.
describe('content changes across instances', { timeout: 30_000 }, () => {
  it('a webhook on the other instance marks this gate stale and drops its kept answers', async () => {
    expect(await gateReloads()).toBe(false);
    const drops = keptAnswers.drops;
    await other.events.publishContentChanged();
    await waitUntil('the kept answers to drop', () => keptAnswers.drops > drops);
    expect(await gateReloads()).toBe(true);
    expect(await gateReloads()).toBe(false);
  });

  it('a tag revalidated on the other instance does the same', async () => {
    const drops = keptAnswers.drops;
    await other.events.publishTags({ 'content:services': { at: Date.now(), stale: Date.now(), expired: Date.now() } });
    await waitUntil('the kept answers to drop', () => keptAnswers.drops > drops);
    expect(await gateReloads()).toBe(true);
  });

  it('this instance announces its own webhook to the other', async () => {
    const before = other.contentChanges;
    await announceContentChange();
    // Here at once.
    expect(await gateReloads()).toBe(true);
    await waitUntil('the other instance to hear it', () => other.contentChanges > before);
  });

  it('an event sent while this instance was cut off is still noticed, through the shared version', async () => {
    const own = processRedis()!;
    own.subscriber.client.disconnect();
    await waitUntil('the subscription to drop', () => !own.subscriber.usable());
    const drops = keptAnswers.drops;
    await other.events.publishContentChanged();
    // The message is lost to this instance; its next check of the version (every half second) catches up.
    await waitUntil('the kept answers to drop', () => keptAnswers.drops > drops);
    expect(await gateReloads()).toBe(true);
    await own.subscriber.client.connect();
    await waitUntil('the subscription to return', () => own.subscriber.usable());
  });

  it('a webhook while Redis is down takes effect here, and on the other instance once Redis is back', async () => {
    const own = processRedis()!;
    await redis.stop();
    await waitUntil('both to notice', () => !own.commands.usable() && !other.connections[0]!.usable());
    const before = other.contentChanges;
    // Kept to send later, never a command left to wait for its time-out on a Redis that is gone.
    const sent = [vi.spyOn(own.commands.client, 'multi'), vi.spyOn(own.commands.client, 'publish')];
    await expect(announceContentChange()).resolves.toBeUndefined();
    for (const spy of sent) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
    expect(await gateReloads()).toBe(true);

    await redis.start();
    await waitUntil('the other instance to hear it', () => other.contentChanges > before);
    // And events flow both ways again, without a restart.
    const drops = keptAnswers.drops;
    await waitUntil('the other instance to reconnect', () => other.connections.every((c) => c.usable()));
    await other.events.publishContentChanged();
    await waitUntil('this instance to hear it', () => keptAnswers.drops > drops);
  });

  it('a Redis restarted empty is caught up with once, not on every check', async () => {
    const own = processRedis()!;
    await redis.stop();
    await waitUntil('this instance to notice', () => !own.commands.usable());
    // A check while Redis is down (the half-second poll's) used to leave the slot of "one check
    // at a time" taken for good, so the catch-up never came. Checks run one after another: the
    // second to finish from here began after Redis was seen down.
    const checksBefore = own.events.versionChecks();
    await waitUntil('a check while Redis is down', () => own.events.versionChecks() >= checksBefore + 2);
    const drops = keptAnswers.drops;
    await redis.start();
    await waitUntil('this instance to reconnect', () => own.commands.usable() && own.subscriber.usable());
    // Whatever happened meanwhile is unknown: the instance forgets once...
    await waitUntil('the catch-up', () => keptAnswers.drops > drops);
    // ...and then keeps its answers through the checks that follow: the new Redis's version
    // counts from zero, and each of these read it.
    const checksAfter = own.events.versionChecks();
    await waitUntil('three more checks', () => own.events.versionChecks() >= checksAfter + 3);
    expect(keptAnswers.drops).toBe(drops + 1);
  });
});
