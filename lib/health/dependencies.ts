/**
 * The services every instance shares, for dashboards and alerts: the database when it is
 * PostgreSQL, Redis, the booking system when it is a remote one, and the content feed when it
 * is WordPress; each only when configured. One of them down is down for the whole site, so it
 * never fails an instance's readiness (./readiness); it is said here, with each check's latency.
 *
 * The checks reach other systems, so a flood of requests to this report must not become a
 * flood on them: one round of checks runs at a time, and its result answers every request for
 * `reuseMs` after it (five seconds), whoever asks.
 */
import { getConfig, type SiteConfig } from '@/lib/config';
import { checkDatabase } from '@/lib/db/check-database';
import { checkBookingSystem } from './check-booking-system';
import { checkContentFeed } from './check-content-feed';
import { checkRedis } from './check-redis';
import { runChecks, type CheckResult, type HealthCheck } from './run-checks';

export function dependencyChecks(config: SiteConfig = getConfig()): HealthCheck[] {
  const checks: HealthCheck[] = [];
  if (config.databaseUrl) checks.push({ name: 'database', check: checkDatabase });
  if (config.redisUrl) checks.push({ name: 'redis', check: checkRedis });
  if (config.bookingApiUrl) checks.push({ name: 'booking system', check: () => checkBookingSystem() });
  const { wordpressUrl } = config;
  if (wordpressUrl)
    checks.push({ name: 'content feed', check: (timeoutMs) => checkContentFeed(timeoutMs, wordpressUrl) });
  return checks;
}

export type DependencyReport = {
  ok: boolean;
  /** When the checks ran (ISO 8601). */
  checkedAt: string;
  dependencies: Record<string, { ok: boolean; latencyMs: number }>;
};

function toReport(results: CheckResult[], at: number): DependencyReport {
  return {
    ok: results.every((result) => result.ok),
    checkedAt: new Date(at).toISOString(),
    dependencies: Object.fromEntries(results.map(({ name, ok, latencyMs }) => [name, { ok, latencyMs }])),
  };
}

export const reuseMs = 5_000;

/** A report that runs `checks()` at most once per `reuseMs`, sharing the round in flight. */
export function createDependencyReport(options: {
  checks: () => HealthCheck[];
  timeoutMs?: number;
  reuseMs?: number;
  now?: () => number;
}): () => Promise<DependencyReport> {
  const now = options.now ?? Date.now;
  const keepMs = options.reuseMs ?? reuseMs;
  let last: { at: number; report: DependencyReport } | null = null;
  let running: Promise<DependencyReport> | null = null;
  return () => {
    if (last && now() - last.at < keepMs) return Promise.resolve(last.report);
    running ??= (async () => {
      try {
        const at = now();
        const report = toReport(await runChecks(options.checks(), options.timeoutMs), at);
        last = { at: now(), report };
        return report;
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
