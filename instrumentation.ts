/**
 * Runs once when a server process starts: a bad environment variable stops it here, by name;
 * then the outboxes' workers start (callback requests, text messages), so what was saved
 * before a restart is delivered, and, with REDIS_URL, this instance follows the webhook
 * events of the others; and the sweep of rate-limit hits that no longer count begins.
 * Not during `next build`, whose workers only prerender (they check the settings all the same).
 * Only on Node: the site runs no code on the edge runtime, and the settings' checks use Node's
 * modules, which the edge build of this file must not import.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig } = await import('./lib/config');
  getConfig();
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    // One line for each part not configured, and what visitors get without it.
    const { configurationWarnings } = await import('./lib/config-warnings');
    const { logger } = await import('./lib/observability/logger.mjs');
    for (const line of configurationWarnings(getConfig()))
      logger.warn({ scope: 'config', warning: line }, 'a part is not configured');
    const { startCallbackWorker } = await import('./lib/callback/callback-worker');
    await startCallbackWorker();
    const { followOtherInstances } = await import('./lib/instances/content-changes');
    followOtherInstances();
    const { startSmsWorker } = await import('./lib/booking/booking-system');
    await startSmsWorker();
    const { startRateLimitSweeper, stopRateLimitSweeper } = await import('./lib/rate-limit/rate-limit-sweeper');
    startRateLimitSweeper();
    // What the metrics read from the app when scraped: the text budget, readiness.
    const { watchSiteFigures } = await import('./lib/metrics/site-figures');
    watchSiteFigures();
    // At shutdown, after the outbox workers have stopped (they registered first).
    const { onShutdown } = await import('./lib/lifecycle/shutdown');
    const { closeDatabase } = await import('./lib/db/database');
    onShutdown('rate-limit sweeper', stopRateLimitSweeper);
    onShutdown('database', closeDatabase);
    // Last, so the spans of the steps before it are sent too.
    const { stopTracing } = await import('./lib/observability/tracing.mjs');
    onShutdown('traces', stopTracing);
  }
}
