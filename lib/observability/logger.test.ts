import { Writable } from 'node:stream';
import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { describe, expect, it } from 'vitest';
import { createLogger, describeError, logLevelOf, redactEvent } from './logger.mjs';
import { requestContext } from './request-context.mjs';
import { requestTraceNoter } from './tracing.mjs';

/** A logger writing into an array of parsed lines. */
function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, log: createLogger({ level, destination, instance: 'host/1' }) };
}

describe('the logger', () => {
  it('writes one JSON object a line with time, level name, msg, instance and fields', () => {
    const { lines, log } = capture();
    log.warn({ scope: 'redis', connection: 'commands' }, 'unavailable');
    expect(lines).toEqual([
      {
        level: 'warn',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        instance: 'host/1',
        scope: 'redis',
        connection: 'commands',
        msg: 'unavailable',
      },
    ]);
  });

  it('never writes a phone, code, name, token or cookie, at the top or one level down', () => {
    const { lines, log } = capture();
    const secrets = {
      phone: '+447700900123',
      code: '482913',
      name: 'Amelia Hart',
      token: 'tok-5ecret',
      cookie: 'session=abc',
    };
    log.info({ ...secrets, visitor: { ...secrets }, headers: { authorization: 'Bearer tok-5ecret' } }, 'a request');
    const text = JSON.stringify(lines);
    for (const value of [...Object.values(secrets), 'Bearer tok-5ecret']) expect(text).not.toContain(value);
    expect(lines[0]).toMatchObject({ phone: '[redacted]', visitor: { code: '[redacted]' } });
  });

  it('redacts by copying, leaving what it was given and events with nothing to hide as they are', () => {
    const event = { scope: 'sms', visitor: { phone: '+447700900123', kind: 'new' }, count: 2 };
    const written = redactEvent(event);
    expect(written).toEqual({ scope: 'sms', visitor: { phone: '[redacted]', kind: 'new' }, count: 2 });
    expect(event.visitor.phone).toBe('+447700900123');
    const plain = { scope: 'server', route: '/price/', status: 200 };
    expect(redactEvent(plain)).toBe(plain);
    // An error stays an error for its serializer, which writes none of what it carried.
    const error = Object.assign(new Error('failed'), { body: 'phone=+447700900123' });
    expect(redactEvent({ err: error }).err).toBe(error);
  });

  it('writes an error as type, code, message and stack, not what it carried', () => {
    const error = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (phone)=(+447700900123)',
    });
    expect(describeError(error)).toEqual({
      type: 'Error',
      message: 'duplicate key value',
      code: '23505',
      stack: expect.any(String),
    });
    const { lines, log } = capture();
    log.error({ err: error }, 'failed');
    expect(JSON.stringify(lines)).not.toContain('+447700900123');
  });

  it('adds the request id of the request being served', () => {
    const { lines, log } = capture();
    requestContext().run({ requestId: 'req-1' }, () => log.info('inside'));
    log.info('outside');
    expect(lines.map((line) => line.requestId)).toEqual(['req-1', undefined]);
  });

  it('adds the trace and span a line is written in, and else the trace noted for its request', () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      const { lines, log } = capture();
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const span = trace.wrapSpanContext({ traceId, spanId: '00f067aa0ba902b7', traceFlags: TraceFlags.SAMPLED });
      const store = { requestId: 'req-2' };
      requestContext().run(store, () => {
        // The request's first span notes its trace on the request (tracing's span processor).
        requestTraceNoter.onStart(span as never, context.active());
        requestTraceNoter.onStart(trace.wrapSpanContext({ traceId: 'f'.repeat(32), spanId: '1'.repeat(16), traceFlags: 1 }) as never, context.active());
        context.with(trace.setSpan(context.active(), span), () => log.info('in a span'));
        log.info('after the span');
      });
      log.info('outside');
      expect(lines.map(({ requestId, traceId: trace, spanId }) => ({ requestId, trace, spanId }))).toEqual([
        { requestId: 'req-2', trace: traceId, spanId: '00f067aa0ba902b7' },
        { requestId: 'req-2', trace: traceId, spanId: undefined },
        { requestId: undefined, trace: undefined, spanId: undefined },
      ]);
    } finally {
      context.disable();
    }
  });

  it('writes from the level LOG_LEVEL names, and refuses a level that is not one', () => {
    const { lines, log } = capture('warn');
    log.info('quiet');
    log.warn('said');
    expect(lines.map((line) => line.msg)).toEqual(['said']);
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf(' DEBUG ')).toBe('debug');
    expect(logLevelOf('loud')).toBeNull();
  });
});
