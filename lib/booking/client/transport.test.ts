import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { metricsRegistry } from '@/lib/metrics/metrics.mjs';
import { createTransport } from './transport';

/** How many calls the metrics counted, by operation and outcome. */
async function counted(): Promise<Record<string, number>> {
  const metric = metricsRegistry().getSingleMetric('backstage_booking_system_request_duration_seconds');
  const counts: Record<string, number> = {};
  for (const sample of (await metric!.get()).values as { metricName?: string; labels: Record<string, string>; value: number }[])
    if (sample.metricName?.endsWith('_count')) counts[`${sample.labels.operation} ${sample.labels.outcome}`] = sample.value;
  return counts;
}

describe('the booking-system transport in the metrics', () => {
  it('counts each call by its operation and how it ended, never by an id', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => Response.json({ id: 1 }),
      async () => new Response('{}', { status: 503 }),
      async () => Response.json({ error: { code: 'slot_taken', message: 'taken' } }, { status: 409 }),
      async () => Response.json({ nothing: true }),
      async () => {
        throw Object.assign(new Error('late'), { name: 'TimeoutError' });
      },
      async () => new Response('{}', { status: 401 }),
    ];
    let next = 0;
    const transport = createTransport({ baseUrl: 'http://booking.test', timeoutMs: 1000, fetch: () => answers[next++]!() });
    const schema = z.object({ id: z.number() });
    expect((await transport.one('/appointments/41', { token: 't' }, schema)).ok).toBe(true);
    expect((await transport.one('/appointments/42', { token: 't' }, schema)).ok).toBe(false);
    expect((await transport.one('/appointments', { token: 't', method: 'POST', body: {} }, schema)).ok).toBe(false);
    expect((await transport.one('/appointments/43', { token: 't' }, schema)).ok).toBe(false);
    expect((await transport.done('/auth/logout', { token: 't', method: 'POST' })).ok).toBe(false);
    expect((await transport.one('/clients/me', { token: 't' }, schema)).ok).toBe(false);
    expect(await counted()).toEqual({
      'GET /appointments ok': 1,
      'GET /appointments server-error': 1,
      'POST /appointments rejected': 1,
      'GET /appointments malformed': 1,
      'POST /auth timeout': 1,
      'GET /clients unauthorized': 1,
    });
  });
});
