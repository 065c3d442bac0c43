/**
 * The figures the metrics read from the app when Prometheus scrapes (lib/metrics/metrics.mjs):
 * the site-wide text budget, when sign-in by text is offered, and whether this instance is
 * ready as /api/health/ready would answer, and the PostgreSQL pool's connections. The outboxes'
 * backlogs are watched by their workers, the requests by the server itself.
 */
import { smsBudgetUsage } from '@/lib/auth/sms-budget';
import { getConfig } from '@/lib/config';
import { textSignInAvailable } from '@/lib/config-warnings';
import { databasePoolFigures } from '@/lib/db/database';
import { checkReadiness } from '@/lib/health/readiness';
import { isDraining } from '@/lib/lifecycle/shutdown';
import { hitsCounted } from '@/lib/rate-limit';
import { watchDatabasePool, watchReadiness } from './health-metrics.mjs';
import { watchSmsBudget } from './limit-metrics.mjs';

export function watchSiteFigures(): void {
  const config = getConfig();
  if (textSignInAvailable(config)) watchSmsBudget(() => smsBudgetUsage(hitsCounted, config.smsBudget));
  watchDatabasePool(databasePoolFigures);
  watchReadiness(async () => !isDraining() && (await checkReadiness()).ready);
}
