import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTransport } from '@/lib/booking/client/transport';
import { openSqliteDatabase } from '@/lib/db/open-sqlite-database';
import { processSingleton } from '@/lib/process-singleton.mjs';
import { requestContext } from './request-context.mjs';
import { inSpan } from './spans.mjs';

// Tracing on in this test's process, its spans kept in memory.
const exporter = new InMemorySpanExporter();
const provider = processSingleton('tracer-provider', () => {
  const made = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  made.register();
  return made;
});
afterAll(() => provider.shutdown());
beforeEach(() => exporter.reset());

const phone = '+447700900123';

describe('the booking-system call', () => {
  it('is a span with its operation and outcome, and carries its traceparent and the request id', async () => {
    const sent: Headers[] = [];
    const transport = createTransport({
      baseUrl: 'http://booking.test',
      timeoutMs: 1000,
      fetch: async (_url, init) => {
        sent.push(new Headers(init?.headers));
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      },
    });
    const answer = await requestContext().run({ requestId: 'req-42' }, () =>
      inSpan('api', {}, () =>
        transport.one('/auth/code', { method: 'POST', token: 't0ken', body: { phone } }, z.object({ ok: z.boolean() })),
      ),
    );
    expect(answer.ok).toBe(true);
    const [call, api] = exporter.getFinishedSpans();
    expect(call!.name).toMatch(/^booking /);
    expect(call!.attributes).toMatchObject({ 'backstage.booking.outcome': 'ok' });
    expect(call!.parentSpanContext?.spanId).toBe(api!.spanContext().spanId);
    const traceparent = sent[0]!.get('traceparent');
    expect(traceparent).toBe(`00-${call!.spanContext().traceId}-${call!.spanContext().spanId}-01`);
    expect(sent[0]!.get('x-request-id')).toBe('req-42');
    expect(JSON.stringify(exporter.getFinishedSpans().map((span) => span.attributes))).not.toContain(phone);
  });

  it('is marked failed with how it failed', async () => {
    const transport = createTransport({
      baseUrl: 'http://booking.test',
      timeoutMs: 1000,
      fetch: async () => new Response('', { status: 502 }),
    });
    await transport.done('/appointments', { method: 'POST', token: 't0ken' });
    const [call] = exporter.getFinishedSpans();
    expect(call!.status).toEqual({ code: 2, message: 'server-error' });
    expect(call!.attributes['http.response.status_code']).toBe(502);
  });
});

describe('a database query', () => {
  it('is a span named by its operation and table, without its parameters', async () => {
    const db = openSqliteDatabase({ filename: ':memory:' });
    try {
      await sql`create table people (phone text)`.execute(db);
      await inSpan('api', {}, async () => {
        const people = db as unknown as Kysely<{ people: { phone: string } }>;
        await people.insertInto('people').values({ phone }).execute();
        await people.selectFrom('people').selectAll().where('phone', '=', phone).execute();
      });
      const spans = exporter.getFinishedSpans();
      const api = spans.find((span) => span.name === 'api')!;
      const queries = spans.filter(
        (span) =>
          span.attributes['db.system.name'] === 'sqlite' && span.parentSpanContext?.spanId === api.spanContext().spanId,
      );
      expect(queries.map((span) => span.name)).toEqual(['INSERT people', 'SELECT people']);
      expect(queries[1]!.attributes).toEqual({
        'db.system.name': 'sqlite',
        'db.operation.name': 'SELECT',
        'db.collection.name': 'people',
      });
      expect(JSON.stringify(spans.map((span) => [span.name, span.attributes]))).not.toContain(phone);
    } finally {
      await db.destroy();
    }
  });
});
