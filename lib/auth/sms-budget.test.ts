/**
 * The site-wide budget of sign-in texts, on each engine's limiter: an hour's and a day's
 * allowance, reserved at once by two instances without overshooting, and one `[alert]`
 * line per window when 80 % is spent, however many instances spend it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSiteDeps } from '@/lib/site-setup/create-site-deps';
import { createSiteKit, siteUrl } from '@/lib/site-setup/site-test-kit';
import { createSmsBudget } from './sms-budget';

const hour = 60 * 60 * 1000;

describe.each(databaseEngines)('the budget of sign-in texts on %s', (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  let alerts: string[];
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
      (line) => alerts.push(line),
    );

  it('spends an hour’s allowance, then refuses until the hour is over', async () => {
    const budget = instance({ perHour: 3, perDay: 100 });
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve()).toBeNull();
    expect(await budget.reserve()).toEqual({ retryAfterSeconds: 3600 });
    kit.clock.now += hour;
    expect(await budget.reserve()).toBeNull();
  });

  it('spends a day’s allowance across hours; a spent day does not use up the next hour', async () => {
    const budget = instance({ perHour: 3, perDay: 5 });
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve()).toBeNull();
    kit.clock.now += hour;
    for (let i = 0; i < 2; i += 1) expect(await budget.reserve()).toBeNull();
    expect(await budget.reserve()).toEqual({ retryAfterSeconds: 23 * 3600 });
    kit.clock.now += 23 * hour;
    for (let i = 0; i < 3; i += 1) expect(await budget.reserve()).toBeNull();
  });

  it('is shared by two instances spending at once: exactly the budget, and one alert at 80 %', async () => {
    const instances = [instance({ perHour: 10, perDay: 100 }), instance({ perHour: 10, perDay: 100 })];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => instances[i % 2]!.reserve()));
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/^\[alert\] sign-in texts: 8 of this hour's budget of 10 are spent \(80 %\)/);
    // The next hour's texts alert once more at their own 80 %.
    kit.clock.now += hour;
    for (let i = 0; i < 7; i += 1) await instances[i % 2]!.reserve();
    expect(alerts).toHaveLength(1);
    await instances[0]!.reserve();
    expect(alerts).toHaveLength(2);
  });

  it('alerts for the day’s budget too, once a day', async () => {
    const budget = instance({ perHour: 100, perDay: 5 });
    for (let i = 0; i < 5; i += 1) await budget.reserve();
    expect(alerts).toEqual([expect.stringMatching(/^\[alert\] sign-in texts: 4 of this day's budget of 5/)]);
    expect(await budget.reserve()).not.toBeNull();
    expect(alerts).toHaveLength(1);
  });
});
