// @ts-check
/** Calls to the booking system, by operation and outcome. */
import { Histogram } from 'prom-client';
import { metric, metricPrefix } from './metrics.mjs';
import { methodLabel } from './request-metrics.mjs';

/** Calls to the booking system by operation (method and first path segment) and outcome. */
export const bookingSystemCalls = () =>
  metric(
    'booking-system',
    (registers) =>
      new Histogram({
        name: `${metricPrefix}booking_system_request_duration_seconds`,
        help: 'Calls to the booking system, by operation and outcome (ok, rejected, unauthorized, timeout, unreachable, server-error, malformed), and how long each took.',
        labelNames: ['operation', 'outcome'],
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );

const bookingOutcomes = new Set(['ok', 'rejected', 'unauthorized', 'timeout', 'unreachable', 'server-error', 'malformed']);

/**
 * The operation of a call to the booking system as a label: its method and its path's first
 * segment (`GET /services`, `PUT /appointments`): ids never reach a label.
 * @param {string} method
 * @param {string} path
 */
export function bookingOperation(method, path) {
  const first = path.split('?', 1)[0]?.split('/').find(Boolean) ?? '';
  return `${methodLabel(method)} /${/^[a-z][a-z_-]{0,30}$/i.test(first) ? first : 'other'}`;
}

/**
 * Counts one call to the booking system.
 * @param {{ operation: string, outcome: string, seconds: number }} call
 */
export function observeBookingCall({ operation, outcome, seconds }) {
  bookingSystemCalls().observe({ operation, outcome: bookingOutcomes.has(outcome) ? outcome : 'other' }, seconds);
}
