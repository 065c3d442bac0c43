/**
 * The site-wide budget of sign-in texts, on each engine's limiter and on Redis: an hour's and
 * a day's allowance, reserved at once by two instances without overshooting, one `[alert]`
 * line per window when 80 % is spent, however many instances spend it, and at most a tenth
 * of either allowance for one network (an IPv4 /24, an IPv6 /48).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redisTestPort, startThrowawayRedis, type ThrowawayRedis } from '@/e2e/servers/throwaway-redis';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSharedLimits } from '@/lib/rate-limit/shared-limits';
import { openRedisConnection, type RedisConnection } from '@/lib/redis/redis-connection.mjs';
import { createSiteDeps } from '@/lib/site-setup/create-site-deps';
import { createSiteKit, siteUrl } from '@/lib/site-setup/site-test-kit';
import { createRateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { createSmsBudget, networkAllowance, smsBudgetUsage } from './sms-budget';

const hour = 60 * 60 * 1000;

/** An address of a network no other request of the test has used. */
let networks = 0;
const freshNetwork = () => `10.${(networks >> 8) & 255}.${networks++ & 255}.1`;

describe('a network’s share of the budget', () => {
  it('is a tenth of each allowance, at least one text', () => {
    expect([40, 200, 10, 19, 9, 1].map(networkAllowance)).toEqual([4, 20, 1, 1, 1, 1]);
  });
});

describe.each(databaseEngines)('the budget of sign-in texts on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  let alerts: { msg: string; window?: unknown; spent?: unknown; budget?: unknown; setting?: unknown }[];
  beforeEach(async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z', { engine });
    alerts = [];
  });
  afterEach(() => kit.close());

  /** The budget as one more instance of the site on the kit's database would count it. */
  const instance = (figures: { perHour: number; perDay: number }) =>
    createSmsBudget(
      createSiteDeps({ client: async () => kit.client, db: async () => kit.db, siteUrl, now: () => kit.clock.now }),
      figures,
      (msg, fields) => alerts.push({ msg, ...fields }),
    );

  it('spends an hour’s allowance, then refuses until the hour is over', async () => {
    const budget = instance({ perHour: 3, perDay: 100 });
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve(freshNetwork())).toBeNull();
    expect(await budget.reserve(freshNetwork())).toEqual({ reason: 'spent', retryAfterSeconds: 3600 });
    kit.clock.now += hour;
    expect(await budget.reserve(freshNetwork())).toBeNull();
  });

  it('tells the metrics what each window has spent, counting nothing itself', async () => {
    const figures = { perHour: 10, perDay: 100 };
    const budget = instance(figures);
    const hits = (key: string, _max: number, windowMs: number) =>
      createRateLimitStore(kit.db).hits(key, windowMs, kit.clock.now);
    expect(await smsBudgetUsage(hits, figures)).toEqual([
      { window: 'hour', used: 0, max: 10 },
      { window: 'day', used: 0, max: 100 },
    ]);
    // Past the 80 % mark, where the alert's own allowance stops counting: the budget's count is read.
    for (let i = 0; i < 9; i += 1) await budget.reserve(freshNetwork());
    expect(await smsBudgetUsage(hits, figures)).toEqual([
      { window: 'hour', used: 9, max: 10 },
      { window: 'day', used: 9, max: 100 },
    ]);
    kit.clock.now += hour;
    expect((await smsBudgetUsage(hits, figures)).map((usage) => usage.used)).toEqual([0, 9]);
  });

  it('spends a day’s allowance across hours; a spent day does not use up the next hour', async () => {
    const budget = instance({ perHour: 3, perDay: 5 });
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve(freshNetwork())).toBeNull();
    kit.clock.now += hour;
    for (let i = 0; i < 2; i += 1) expect(await budget.reserve(freshNetwork())).toBeNull();
    expect(await budget.reserve(freshNetwork())).toEqual({ reason: 'spent', retryAfterSeconds: 23 * 3600 });
    kit.clock.now += 23 * hour;
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve(freshNetwork())).toBeNull();
  });

  it('is shared by two instances spending at once: exactly the budget, and one alert at 80 %', async () => {
    const instances = [instance({ perHour: 10, perDay: 100 }), instance({ perHour: 10, perDay: 100 })];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => instances[i % 2]!.reserve(freshNetwork())));
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toEqual({
      msg: expect.stringMatching(/^sign-in texts: 80 % of a budget spent/),
      window: 'hour',
      spent: 8,
      budget: 10,
      setting: 'SMS_BUDGET_PER_HOUR',
    });
    // The next hour's texts alert once more at their own 80 %.
    kit.clock.now += hour;
    for (let i = 0; i < 7; i += 1) await instances[i % 2]!.reserve(freshNetwork());
    expect(alerts).toHaveLength(1);
    await instances[0]!.reserve(freshNetwork());
    expect(alerts).toHaveLength(2);
  });

  it('alerts for the day’s budget too, once a day', async () => {
    const budget = instance({ perHour: 100, perDay: 5 });
    for (let i = 0; i < 5; i += 1) await budget.reserve(freshNetwork());
    expect(alerts).toEqual([expect.objectContaining({ window: 'day', spent: 4, budget: 5 })]);
    expect(await budget.reserve(freshNetwork())).not.toBeNull();
    expect(alerts).toHaveLength(1);
  });

  it('lets one IPv4 /24 spend a tenth of the hour, while other networks still get texts', async () => {
    const budget = instance({ perHour: 40, perDay: 200 });
    // Four addresses of one /24 (also seen through NAT64 and dual-stack sockets) share four texts.
    const one = ['192.0.2.1', '192.0.2.2', '64:ff9b::192.0.2.3', '::ffff:192.0.2.4'];
    for (const address of one) expect(await budget.reserve(address)).toBeNull();
    for (const address of [...one, '192.0.2.250'])
      expect(await budget.reserve(address)).toEqual({ reason: 'network', retryAfterSeconds: 3600 });
    expect(await budget.reserve('192.0.3.1')).toBeNull();
    // Refusing the /24 spent none of the budget: the other networks still get the other 35.
    for (let i = 0; i < 35; i += 1) expect(await budget.reserve(freshNetwork())).toBeNull();
    expect(await budget.reserve(freshNetwork())).toEqual({ reason: 'spent', retryAfterSeconds: 3600 });
    // Its share comes back with the next hour.
    kit.clock.now += hour;
    expect(await budget.reserve('192.0.2.9')).toBeNull();
  });

  it('lets one IPv6 /48 spend a tenth of the day, across hours and its /64s', async () => {
    const budget = instance({ perHour: 100, perDay: 30 });
    const customer = (n: number) => `2001:db8:42:${n.toString(16)}::1`;
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve(customer(i))).toBeNull();
    kit.clock.now += hour;
    expect(await budget.reserve(customer(7))).toEqual({ reason: 'network', retryAfterSeconds: 23 * 3600 });
    // Its share comes back with the next day.
    kit.clock.now += 23 * hour;
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve(customer(100 + i))).toBeNull();
    expect(await budget.reserve('2001:db8:43::1')).toBeNull();
  });

  it('says the budget is spent, without counting the network, once it is', async () => {
    const budget = instance({ perHour: 2, perDay: 100 });
    expect(await budget.reserve(freshNetwork())).toBeNull();
    expect(await budget.reserve(freshNetwork())).toBeNull();
    // Each refusal is the budget's, not the network's: its share of one text is still there.
    for (let i = 0; i < 3; i += 1)
      expect(await budget.reserve('198.51.100.1')).toEqual({ reason: 'spent', retryAfterSeconds: 3600 });
    kit.clock.now += hour;
    expect(await budget.reserve('198.51.100.1')).toBeNull();
  });
});

// Two processes of the site with their own connections to one Redis, as the cluster runs them.
describe('the budget of sign-in texts through Redis', { timeout: 30_000 }, () => {
  let redis: ThrowawayRedis;
  const connections: RedisConnection[] = [];
  beforeAll(async () => {
    redis = await startThrowawayRedis(redisTestPort(5));
  });
  afterAll(async () => {
    for (const connection of connections) await connection.close();
    await redis?.dispose();
  });

  async function instance(name: string, figures: { perHour: number; perDay: number }) {
    const connection = openRedisConnection(redis.url, { name, log: () => {} });
    connections.push(connection);
    await vi.waitUntil(() => connection.usable(), { timeout: 10_000, interval: 20 });
    const limits = createSharedLimits(connection.client, `test:${name.split('-')[0]}`);
    return createSmsBudget({ limit: limits.limit, checkLimit: limits.isOverLimit }, figures, () => {});
  }

  it('spends one budget from both, and one network’s tenth of it from both', async () => {
    const figures = { perHour: 20, perDay: 100 };
    const a = await instance('b1-a', figures);
    const b = await instance('b1-b', figures);
    // One /24 asking through both instances at once gets its two texts, no more.
    const network = await Promise.all(Array.from({ length: 10 }, (_, i) => [a, b][i % 2]!.reserve(`203.0.113.${i}`)));
    expect(network.filter((answer) => answer === null)).toHaveLength(2);
    expect(network.filter((answer) => answer?.reason === 'network')).toHaveLength(8);
    // Thirty other networks at once: the budget's other 18 texts, and not one more.
    const others = await Promise.all(Array.from({ length: 30 }, (_, i) => [a, b][i % 2]!.reserve(freshNetwork())));
    expect(others.filter((answer) => answer === null)).toHaveLength(18);
    expect(others.filter((answer) => answer?.reason === 'spent')).toHaveLength(12);
  });
});
