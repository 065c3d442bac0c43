import { getConfig } from './lib/config';

/**
 * Runs once when a server process starts: a bad environment variable stops it here, by name;
 * then the callback outbox's worker starts, so requests saved before a restart are delivered,
 * and, with REDIS_URL, this instance follows the webhook events of the others.
 * Not during `next build`, whose workers only prerender.
 */
export async function register() {
  getConfig();
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startCallbackWorker } = await import('./lib/callback/callback-worker');
    await startCallbackWorker();
    const { followOtherInstances } = await import('./lib/instances/content-changes');
    followOtherInstances();
  }
}
