import { describe, expect, it } from 'vitest';
import { bookingOperation, observeBookingCall } from './booking-system-metrics.mjs';
import { watchDatabasePool, watchReadiness } from './health-metrics.mjs';
import { countRefusal, limitNameOf, watchSmsBudget } from './limit-metrics.mjs';
import { metricsRegistry } from './metrics.mjs';
import { callbacksCreated, outboxAttempts, watchOutboxBacklog } from './outbox-metrics.mjs';
import { observeRequest, pageCacheLookups } from './request-metrics.mjs';

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

async function samplesOf(name: string): Promise<Sample[]> {
  const metric = metricsRegistry().getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  return (await metric.get()).values as Sample[];
}

/** The distinct label sets of a metric's series (a histogram's buckets and sums folded into their series). */
async function seriesOf(name: string): Promise<Set<string>> {
  const series = new Set<string>();
  for (const sample of await samplesOf(name)) {
    const labels = { ...sample.labels };
    delete labels.le;
    series.add(JSON.stringify(labels));
  }
  return series;
}

const random = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');

describe('the metrics', () => {
  it('are served under their names, with their labels, beside the process and event-loop figures', async () => {
    observeRequest({ route: '/about/', method: 'GET', status: 200, seconds: 0.02 });
    pageCacheLookups().inc({ result: 'hit' });
    outboxAttempts().inc({ kind: 'callbacks', result: 'failed' });
    callbacksCreated().inc();
    observeBookingCall({ operation: bookingOperation('GET', '/services'), outcome: 'timeout', seconds: 8 });
    countRefusal('auth-code:ip:203.0.113.0/24');
    const text = await metricsRegistry().metrics();
    for (const line of [
      'backstage_http_request_duration_seconds_bucket{le="0.025",route="/about/",method="GET",status="200"} 1',
      'backstage_page_cache_lookups_total{result="hit"} 1',
      'backstage_outbox_attempts_total{kind="callbacks",result="failed"} 1',
      'backstage_callbacks_created_total 1',
      'backstage_booking_system_request_duration_seconds_count{operation="GET /services",outcome="timeout"} 1',
      'backstage_rate_limit_refusals_total{limit="auth-code:ip"} 1',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/^backstage_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^backstage_nodejs_eventloop_lag_seconds /m);
  });

  it('keep a thousand random requests to a handful of series', async () => {
    // The route templates of a build (server/route-template.mjs bounds them; its own test shows how).
    const routes = ['/', '/about/', '/services/[...segments]/', '/api/callback', '/_next/static', '/images', 'other'];
    const before = (await seriesOf('backstage_http_request_duration_seconds')).size;
    const methods = ['GET', 'POST', 'HEAD', random(6), 'PROPFIND'];
    for (let index = 0; index < 1000; index += 1) {
      observeRequest({
        route: routes[index % routes.length]!,
        method: methods[index % methods.length],
        status: [200, 301, 404, 500, 777][index % 5]!,
        seconds: Math.random(),
      });
    }
    const series = await seriesOf('backstage_http_request_duration_seconds');
    // 7 routes by 4 methods by 5 statuses at most.
    expect(series.size - before).toBeLessThanOrEqual(7 * 4 * 5);
    const labels = [...series].map((entry) => JSON.parse(entry) as Record<string, string>);
    expect(new Set(labels.map((label) => label.method))).toEqual(new Set(['GET', 'POST', 'HEAD', 'other']));
    expect(labels.every((label) => /^(\d{3}|other)$/.test(label.status!))).toBe(true);
  });

  it('name a rate limit by its first words, never by the visitor in its key', async () => {
    expect(limitNameOf('auth-code:phone:+447700900123')).toBe('auth-code:phone');
    expect(limitNameOf('auth-code:ip:2001:db8::/48')).toBe('auth-code:ip');
    expect(limitNameOf('client-read:session:abc')).toBe('client-read:session');
    expect(limitNameOf('revalidate-failures:203.0.113.0/24')).toBe('revalidate-failures');
    expect(limitNameOf('sms-budget:hour')).toBe('sms-budget:hour');
    expect(limitNameOf('sms-budget-warn:hour')).toBeNull();
    expect(limitNameOf('+447700900123')).toBe('other');
    for (let index = 0; index < 1000; index += 1) countRefusal(`callback:${random(10)}:${random(5)}`);
    const limits = [...(await seriesOf('backstage_rate_limit_refusals_total'))];
    expect(limits.length).toBeLessThanOrEqual(3);
  });

  it("name a booking-system call by its method and path's first word, never by an id", () => {
    expect(bookingOperation('PUT', '/appointments/123')).toBe('PUT /appointments');
    expect(bookingOperation('DELETE', '/appointments/services/9')).toBe('DELETE /appointments');
    expect(bookingOperation('GET', '/services/categories/x%20y?y=1')).toBe('GET /services');
    expect(bookingOperation('GET', '/4711')).toBe('GET /other');
  });

  it('read the outbox, the text budget, the pool and readiness when scraped', async () => {
    let backlog: { backlog: number; oldestCreatedAt: number | null } = { backlog: 3, oldestCreatedAt: Date.now() - 120_000 };
    watchOutboxBacklog('sms', async () => backlog);
    watchSmsBudget(async () => [
      { window: 'hour', used: 32, max: 40 },
      { window: 'day', used: 50, max: 200 },
    ]);
    watchDatabasePool(() => ({ inUse: 4, idle: 6, waiting: 2 }));
    watchReadiness(async () => true);
    const text = await metricsRegistry().metrics();
    expect(text).toContain('backstage_outbox_backlog{kind="sms"} 3');
    expect(text).toMatch(/backstage_outbox_oldest_age_seconds\{kind="sms"\} 12\d/);
    expect(text).toContain('backstage_sms_budget_used{window="hour"} 32');
    expect(text).toContain('backstage_sms_budget_left{window="hour"} 8');
    expect(text).toContain('backstage_sms_budget_left{window="day"} 150');
    expect(text).toContain('backstage_db_pool_connections_in_use 4');
    expect(text).toContain('backstage_db_pool_waiting_queries 2');
    expect(text).toContain('backstage_ready 1');

    backlog = { backlog: 0, oldestCreatedAt: null };
    // The reading is shared by one scrape's gauges for a second; a new reader starts afresh.
    watchOutboxBacklog('sms', async () => backlog);
    const emptied = await metricsRegistry().metrics();
    expect(emptied).toContain('backstage_outbox_backlog{kind="sms"} 0');
    expect(emptied).toContain('backstage_outbox_oldest_age_seconds{kind="sms"} 0');
  });

  it('leave out a figure whose source fails or is late, and still answer the rest', async () => {
    watchOutboxBacklog('callbacks', async () => {
      throw new Error('the database is unavailable');
    });
    watchOutboxBacklog('sms', () => new Promise(() => {}));
    watchReadiness(() => new Promise(() => {}));
    // A reader that never answers is given up after `readTimeoutMs`; the scrape still ends.
    const text = await metricsRegistry().metrics();
    expect(text).not.toMatch(/backstage_outbox_backlog\{/);
    expect(text).toContain('backstage_ready 0');
    expect(text).toContain('backstage_callbacks_created_total');
  });
});
