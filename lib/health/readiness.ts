/**
 * Readiness for a load balancer: whether this instance can serve pages. Only what belongs to
 * the instance is asked (its own SQLite file, when the site's database is one; the build's
 * pages on its own disk), since that is what taking this one instance out of the balancer can
 * mend. A shared dependency that is down (PostgreSQL, Redis, the booking system, the content
 * feed) is down for every instance: failing readiness for it would take the whole site out of
 * the balancer, while pages keep answering from what is prerendered and kept. Those are
 * reported apart, for dashboards and alerts (./dependencies).
 */
import { getConfig } from '@/lib/config';
import { checkDatabase } from '@/lib/db/check-database';
import { checkPageCache } from './check-page-cache';
import { runChecks, type HealthCheck } from './run-checks';

/** The checks of this instance's own parts, as configured. */
export function instanceChecks(config = getConfig()): HealthCheck[] {
  return [
    // SQLite is a file on this instance's disk; PostgreSQL is shared, a dependency.
    ...(config.databaseUrl ? [] : [{ name: 'sqlite', check: checkDatabase }]),
    { name: 'page cache', check: checkPageCache },
  ];
}

export type Readiness = { ready: boolean; failed: string[] };

export async function checkReadiness(checks = instanceChecks(), timeoutMs?: number): Promise<Readiness> {
  const failed = (await runChecks(checks, timeoutMs)).filter((result) => !result.ok).map((result) => result.name);
  return { ready: failed.length === 0, failed };
}
