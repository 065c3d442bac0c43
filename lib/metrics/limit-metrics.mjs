// @ts-check
/** Rate limits' refusals, and the site-wide budget of sign-in texts. */
import { Counter, Gauge } from 'prom-client';
import { metric, metricPrefix, readerSlot, sharedReading } from './metrics.mjs';

/** @typedef {{ window: 'hour' | 'day', used: number, max: number }} BudgetUsage */

/** @type {() => { read?: () => Promise<BudgetUsage[] | undefined> }} */
const budgetReader = () => readerSlot('sms-budget');

/**
 * Reports the site-wide text budget's use and what is left, by window, read by `read` on each scrape.
 * @param {() => Promise<BudgetUsage[]>} read
 */
export function watchSmsBudget(read) {
  budgetReader().read = sharedReading(read);
  /** @param {'used' | 'left'} what */
  const gauge = (what) =>
    metric(
      `sms-budget-${what}`,
      (registers) =>
        new Gauge({
          name: `${metricPrefix}sms_budget_${what}`,
          help:
            what === 'used'
              ? 'Sign-in texts spent in the current window of the site-wide budget, by window (hour, day); the same from every instance.'
              : 'Sign-in texts left in the current window of the site-wide budget, by window (hour, day).',
          labelNames: ['window'],
          registers,
          async collect() {
            this.reset();
            for (const usage of (await budgetReader().read?.()) ?? [])
              this.set({ window: usage.window }, what === 'used' ? usage.used : Math.max(0, usage.max - usage.used));
          },
        }),
    );
  gauge('used');
  gauge('left');
}

/** Allowances the text budget keeps to raise its alert once per window: their refusals refuse nobody. */
const bookkeepingLimits = new Set(['sms-budget-warn', 'sms-budget-alert']);
/** Second words of a key that name a limit apart (`auth-code:ip`, `auth-code:phone`), not a visitor. */
const limitQualifiers = new Set(['ip', 'phone', 'phone-day', 'session', 'hour', 'day']);

/**
 * The limit a rate-limit key belongs to: its first one or two words (`auth-code:ip` of
 * `auth-code:ip:203.0.113.0/24`), `other` for a key of another shape, null for bookkeeping.
 * @param {string} key
 * @returns {string | null}
 */
export function limitNameOf(key) {
  const [first = '', second = ''] = key.split(':');
  if (bookkeepingLimits.has(first)) return null;
  if (!/^[a-z][a-z-]{0,40}$/.test(first)) return 'other';
  return limitQualifiers.has(second) ? `${first}:${second}` : first;
}

export const rateLimitRefusals = () =>
  metric(
    'rate-limit',
    (registers) =>
      new Counter({
        name: `${metricPrefix}rate_limit_refusals_total`,
        help: 'Requests refused by a rate limit or budget, by limit.',
        labelNames: ['limit'],
        registers,
      }),
  );

/** Counts a request refused under the rate-limit key `key`. @param {string} key */
export function countRefusal(key) {
  const limit = limitNameOf(key);
  if (limit) rateLimitRefusals().inc({ limit });
}
