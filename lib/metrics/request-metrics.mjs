// @ts-check
/** Requests the server answered, and where its page answers came from. */
import { Counter, Histogram } from 'prom-client';
import { metric, metricPrefix } from './metrics.mjs';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request's method as a label: one of HTTP's usual ones, else `other`. */
export const methodLabel = (/** @type {string | undefined} */ method) => (method && methods.has(method) ? method : 'other');

/** Requests by route template (server/route-template.mjs), method and status, timed to the answer's end. */
export const httpRequestDuration = () =>
  metric(
    'http',
    (registers) =>
      new Histogram({
        name: `${metricPrefix}http_request_duration_seconds`,
        help: 'Requests answered, by route template, method and status, and how long each took to its last byte.',
        labelNames: ['route', 'method', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );

/**
 * Counts one answered request.
 * @param {{ route: string, method: string | undefined, status: number, seconds: number }} request
 */
export function observeRequest({ route, method, status, seconds }) {
  const code = Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : 'other';
  httpRequestDuration().observe({ route, method: methodLabel(method), status: code }, seconds);
}

/** Page answers the production server sent from its own kept copies (`hit`), or asked of Next for (`miss`). */
export const pageCacheLookups = () =>
  metric(
    'page-cache',
    (registers) =>
      new Counter({
        name: `${metricPrefix}page_cache_lookups_total`,
        help: "Page requests the server's kept page answers could serve (result=hit) or could not (result=miss).",
        labelNames: ['result'],
        registers,
      }),
  );
