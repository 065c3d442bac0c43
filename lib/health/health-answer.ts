/**
 * The health routes' answers: small JSON, never stored by any cache (a cached "ready" would
 * hide an outage from the load balancer), and for HEAD the same status and headers without
 * the body.
 */
import { isDraining } from '@/lib/lifecycle/shutdown';
import { checkReadiness, type ReadinessCheck } from './readiness';

/** How long a load balancer should wait before asking an unready instance again. */
export const notReadyRetryAfterSeconds = 5;

const noStore = { 'Cache-Control': 'no-store' };

function answer(request: Request, status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...noStore, ...headers },
  });
}

/** The process serves requests: nothing else is asked. */
export function liveAnswer(request: Request): Response {
  return answer(request, 200, { status: 'ok' });
}

let lastFailed = '';

/**
 * Ready when every dependency answers in time; otherwise 503 with `Retry-After` and nothing
 * about which one or why (the log says that, once per change, not on every probe).
 */
export async function readyAnswer(request: Request, checks?: ReadinessCheck[]): Promise<Response> {
  // Shutting down: the load balancer is to send the next visitors elsewhere.
  if (isDraining()) return answer(request, 503, { status: 'draining' }, { 'Retry-After': String(notReadyRetryAfterSeconds) });
  const { ready, failed } = await checkReadiness(checks);
  const failedNow = failed.join(', ');
  if (failedNow !== lastFailed) {
    if (failedNow) console.error(`[health] not ready: ${failedNow} did not answer`);
    else console.info('[health] ready again');
    lastFailed = failedNow;
  }
  if (ready) return answer(request, 200, { status: 'ready' });
  return answer(request, 503, { status: 'unavailable' }, { 'Retry-After': String(notReadyRetryAfterSeconds) });
}
