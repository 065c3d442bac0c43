// @ts-check
/**
 * One log line for each request once its answer is over (sent in full, or cut off by the
 * client): the request id, its trace's id when tracing is on, method, route template (never the address as sent, whose path
 * and query can carry anything), status, and how long it took, in milliseconds. A 5xx is
 * logged as an error, anything else as info. An answer sent in full is also handed to
 * `observe` (the request metrics), so the route is worked out once for both.
 */
import { requestLogger } from '../lib/observability/logger.mjs';
import { routeTemplateOf } from './route-template.mjs';

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @typedef {{ route: string, method: string | undefined, status: number, seconds: number }} FinishedRequest
 * @param {{ requestId: string, traceOf?: () => string | undefined, routeOf?: (path: string) => string, log?: import('pino').Logger, now?: () => number, observe?: (request: FinishedRequest) => void }} options
 *   `traceOf`: the request's trace, when tracing noted one while it was served
 */
export function logRequestWhenDone(
  request,
  response,
  { requestId, traceOf = () => undefined, routeOf = routeTemplateOf, log = requestLogger, now = () => performance.now(), observe },
) {
  const startedAt = now();
  const method = request.method;
  // Read now: Next may rewrite `request.url` while it answers.
  const url = request.url ?? '/';
  response.once('close', () => {
    const status = response.statusCode;
    const route = routeOf(url);
    const elapsedMs = now() - startedAt;
    if (response.writableFinished) observe?.({ route, method, status, seconds: elapsedMs / 1000 });
    const traceId = traceOf();
    const event = {
      requestId,
      ...(traceId ? { traceId } : {}),
      method,
      route,
      status,
      durationMs: Math.round(elapsedMs * 10) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    };
    if (status >= 500) log.error(event, 'request');
    else log.info(event, 'request');
  });
}
