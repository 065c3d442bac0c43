/**
 * What an operator sees of a run, on the production server (`server.mjs` on the build):
 * - every line it writes is one JSON event with a level and a message; each request has its
 *   line with its id, method, route template, status and duration; a trusted proxy's request
 *   id is kept, echoed and carried by the lines written while serving it;
 * - no phone, sign-in code, name, token or cookie appears anywhere in its output, after a
 *   callback request, a sign-in by code and a booking;
 * - with OTEL_EXPORTER_OTLP_ENDPOINT set (http/json), a loopback collector receives the trace
 *   of a booking: the page request, the API routes, the booking-system calls and the database
 *   queries under the one trace the requests came with.
 */
import { randomBytes } from 'node:crypto';
import { codeInMessage } from '@/lib/booking/local/code-message';
import { expect, test } from './browse';
import { startOwnServer, temporaryDataDir } from './servers/own-server';
import { startWebhookSink } from './servers/webhook-sink';

const port = Number(process.env.E2E_PORT ?? 3100) + 80;
/** The OTLP collector's port: its own, not one of the site's. */
const collectorPort = Number(process.env.OTLP_TEST_PORT ?? 4391);
const smsSecret = 'e2e-observability-sms-secret-7';

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

const spansOf = (exports: unknown[]) =>
  (exports as OtlpExport[]).flatMap((batch) =>
    batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

test('a booking leaves JSON log lines without secrets, and one trace through the API, the booking system and the database', async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const collector = await startWebhookSink(collectorPort);
  const callbacks = await startWebhookSink(port + 1);
  const texts = await startWebhookSink(port + 2);
  const { dir: dataDir, remove } = temporaryDataDir('observability');
  let output = '';
  const server = await startOwnServer(
    port,
    {
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'debug',
      CALLBACK_WEBHOOK_URL: callbacks.url,
      SMS_WEBHOOK_URL: texts.url,
      SMS_WEBHOOK_SECRET: smsSecret,
      SMS_OUTBOX_ONLY: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'backstage-e2e',
      // Spans are sent a tenth of a second after they end, not five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    { output: (text) => (output += text) },
  );
  // The browser's side: one trace for the visit, as a traced front end or edge would start it.
  const traceId = randomBytes(16).toString('hex');
  const traceparent = () => `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
  const api = await playwright.request.newContext({ baseURL: server.base, extraHTTPHeaders: { origin: server.base } });
  const secrets: string[] = [smsSecret];
  try {
    // The page, through a trusted proxy (loopback, TRUST_PROXY=1) that names the request.
    const page = await api.get('/book/', { headers: { traceparent: traceparent(), 'x-request-id': 'proxy-req-0001' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['x-request-id']).toBe('proxy-req-0001');
    // An id that is not a plain token is replaced by one made here.
    const odd = await api.get('/robots.txt', { headers: { 'x-request-id': 'forged id {"level":"error"}' } });
    expect(odd.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const callbackPhone = '+442079460958';
    secrets.push(callbackPhone, 'Amelia Hart', 'Amelia');
    const callback = await api.post('/api/callback', {
      headers: { traceparent: traceparent() },
      data: { name: 'Amelia Hart', phone: callbackPhone, agreed: true, page: '/contacts/' },
    });
    expect(callback.status()).toBeLessThan(300);
    await expect.poll(() => callbacks.received.length, { timeout: 60_000 }).toBe(1);

    const phone = '+447700900555';
    secrets.push(phone, '7700900555', 'Elizabeth', 'Bennet');
    expect(
      (await api.post('/api/auth/code', { headers: { traceparent: traceparent() }, data: { phone } })).status(),
    ).toBe(200);
    await expect.poll(() => texts.received.length, { timeout: 60_000 }).toBe(1);
    const code = codeInMessage((texts.received[0] as { body: string }).body)!;
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code);
    const confirmed = await api.post('/api/auth/confirm', {
      headers: { traceparent: traceparent() },
      data: { code, firstName: 'Elizabeth', lastName: 'Bennet' },
    });
    expect(confirmed.status()).toBe(200);
    const cookies = (await api.storageState()).cookies.filter((cookie) => cookie.name.startsWith('bs_'));
    expect(cookies.length).toBeGreaterThan(0);
    secrets.push(...cookies.map((cookie) => cookie.value));

    // A Monday at least three days ahead, with the first free master.
    const date = new Date(Date.now() + 3 * 86_400_000);
    date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
    const free = await api.get(`/api/booking/free-time?service=1008&date=${date.toISOString().slice(0, 10)}`, {
      headers: { traceparent: traceparent() },
    });
    const slot = (await free.json()).employees.flatMap((entry: { id: string; times: { start: string }[] }) =>
      entry.times.map((time) => ({ employee: entry.id, start: time.start })),
    )[0];
    const booked = await api.post('/api/booking/appointments', {
      headers: { traceparent: traceparent(), 'x-request-id': 'proxy-req-0002' },
      data: { service: '1008', employee: slot.employee, start: slot.start },
    });
    expect(booked.status()).toBe(201);

    // The trace: the page request, the API routes, the booking-system calls and the queries, all in the visit's trace.
    const inTrace = () => spansOf(collector.received).filter((span) => span.traceId === traceId);
    const has = {
      // Next names a page's span by its route: `GET /[locale]/book`.
      page: (spans: OtlpSpan[]) => spans.some((span) => /^GET \/\[locale\]\/book/.test(span.name)),
      route: (spans: OtlpSpan[]) => spans.some((span) => /^POST \/api\/booking\/appointments/.test(span.name)),
      booking: (spans: OtlpSpan[]) =>
        spans.some((span) => span.name.startsWith('booking ') && attribute(span, 'backstage.booking.outcome') === 'ok'),
      database: (spans: OtlpSpan[]) =>
        spans.some((span) => attribute(span, 'db.system.name') === 'sqlite' && /^INSERT /.test(span.name)),
      // Each span's parent is in the trace too (once every batch has come): one tree under the
      // visit's requests, not pieces that share an id.
      tree: (spans: OtlpSpan[]) => {
        const ids = new Set(spans.map((span) => span.spanId));
        return spans
          .filter((span) => !span.parentSpanId || !ids.has(span.parentSpanId))
          .every((root) => /^(GET|POST)( \/|$)/.test(root.name));
      },
    };
    await expect
      .poll(
        () =>
          Object.entries(has)
            .filter(([, found]) => !found(inTrace()))
            .map(([name]) => name),
        { timeout: 60_000 },
      )
      .toEqual([]);
    const serviceNames = (collector.received as OtlpExport[]).flatMap((batch) =>
      batch.resourceSpans.map(
        (resource) => resource.resource.attributes.find((entry) => entry.key === 'service.name')?.value.stringValue,
      ),
    );
    expect(new Set(serviceNames)).toEqual(new Set(['backstage-e2e']));
    // The outbox's deliveries have spans of their own.
    expect(spansOf(collector.received).some((span) => span.name === 'outbox deliver')).toBe(true);
    const exported = JSON.stringify(collector.received);
    for (const secret of secrets) expect(exported, 'a span attribute').not.toContain(secret);
  } finally {
    await api.dispose();
    await server.stop();
    await Promise.all([collector.close(), callbacks.close(), texts.close()]);
    remove();
  }

  // The logs of the whole run, shutdown included: JSON events, but for the one line Next itself
  // prints at start (how long its configuration took to load: the build's, handed over by
  // server.mjs, so no file name), which no setting silences.
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return line;
    }
  });
  const nextsOwn = (line: string) => /^\s*✓ Running next\.config took /.test(line.replace(/\x1b\[[0-9;]*m/g, ''));
  expect(parsed.filter((line) => typeof line === 'string' && !nextsOwn(line))).toEqual([]);
  const events = parsed.filter((line): line is Record<string, unknown> => typeof line !== 'string');
  for (const event of events)
    expect(event).toMatchObject({
      level: expect.any(String),
      msg: expect.any(String),
      time: expect.any(String),
      instance: expect.any(String),
    });
  for (const secret of secrets) expect(output, 'the server output').not.toContain(secret);
  const requests = events.filter((event) => event.msg === 'request');
  expect(requests.length).toBeGreaterThan(5);
  for (const event of requests)
    expect(event).toMatchObject({
      requestId: expect.any(String),
      method: expect.any(String),
      route: expect.any(String),
      status: expect.any(Number),
      durationMs: expect.any(Number),
    });
  expect(requests.find((event) => event.requestId === 'proxy-req-0001')).toMatchObject({
    method: 'GET',
    route: '/book/',
    status: 200,
  });
  expect(requests.find((event) => event.requestId === 'proxy-req-0002')).toMatchObject({
    method: 'POST',
    route: '/api/booking/appointments',
    status: 201,
    // The request's line names the visit's trace, and so do the lines written while serving it.
    traceId,
  });
  // What the booking's route did is logged under its request id.
  const bookingCalls = events.filter((event) => event.msg === 'booking-system call' && event.requestId === 'proxy-req-0002');
  expect(bookingCalls.length).toBeGreaterThan(0);
  for (const call of bookingCalls) expect(call).toMatchObject({ traceId, spanId: expect.stringMatching(/^[0-9a-f]{16}$/) });
  expect(requests.some((event) => typeof event.route === 'string' && event.route.includes('?'))).toBe(false);
});
