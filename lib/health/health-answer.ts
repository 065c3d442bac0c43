/**
 * The health routes' answers: small JSON, never stored by any cache (a cached "ready" would
 * hide an outage from the load balancer), and for HEAD the same status and headers without
 * the body. None names an address, a host or an error: only what is checked, and whether it answers.
 */
import { isDraining } from '@/lib/lifecycle/shutdown';
import { logger } from '@/lib/observability/logger.mjs';
import { createDependencyReport, dependencyChecks, type DependencyReport } from './dependencies';
import { checkReadiness } from './readiness';
import type { HealthCheck } from './run-checks';

/** How long a load balancer should wait before asking an unready instance again. */
export const notReadyRetryAfterSeconds = 5;

const noStore = { 'Cache-Control': 'no-store' };

function answer(request: Request, status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...noStore, ...headers },
  });
}

/** Logs `line(failed)` when the set of failing names changes, not on every probe. */
function changeLogger(down: string, back: string) {
  let last = '';
  return (failed: string[]) => {
    const now = failed.join(', ');
    if (now === last) return;
    if (now) logger.error({ scope: 'health', failing: failed }, down);
    else logger.info({ scope: 'health' }, back);
    last = now;
  };
}

/** The process serves requests: nothing else is asked. */
export function liveAnswer(request: Request): Response {
  return answer(request, 200, { status: 'ok' });
}

const logReadiness = changeLogger('not ready: a check did not answer', 'ready again');

/**
 * Ready when this instance's own parts answer in time (./readiness) and it is not shutting
 * down; otherwise 503 with `Retry-After` and nothing about which part or why (the log says
 * that, once per change).
 */
export async function readyAnswer(request: Request, checks?: HealthCheck[]): Promise<Response> {
  // Shutting down: the load balancer is to send the next visitors elsewhere.
  if (isDraining())
    return answer(request, 503, { status: 'draining' }, { 'Retry-After': String(notReadyRetryAfterSeconds) });
  const { ready, failed } = await checkReadiness(checks);
  logReadiness(failed);
  if (ready) return answer(request, 200, { status: 'ready' });
  return answer(request, 503, { status: 'unavailable' }, { 'Retry-After': String(notReadyRetryAfterSeconds) });
}

const logDependencies = changeLogger('a shared dependency is down', 'every shared dependency answers again');

const processReport = createDependencyReport({ checks: () => dependencyChecks() });

/**
 * The shared dependencies, each with whether it answered and how fast: 200 when all did, 503
 * when one did not (for a dashboard or an alert, never for the balancer).
 */
export async function dependenciesAnswer(
  request: Request,
  report: () => Promise<DependencyReport> = processReport,
): Promise<Response> {
  const { ok, checkedAt, dependencies } = await report();
  logDependencies(Object.entries(dependencies).flatMap(([name, result]) => (result.ok ? [] : [name])));
  return answer(request, ok ? 200 : 503, { status: ok ? 'ok' : 'degraded', checkedAt, dependencies });
}
