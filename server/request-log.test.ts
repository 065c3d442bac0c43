import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/observability/logger.mjs';
import { logRequestWhenDone } from './request-log.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that logs each request into `lines` and answers with `status`; `logged` settles on the first line. */
async function serverLogging(status: number, traceOf?: () => string | undefined) {
  const lines: Record<string, unknown>[] = [];
  const observed: unknown[] = [];
  let seen!: () => void;
  const logged = new Promise<void>((resolve) => (seen = resolve));
  const log = createLogger({
    instance: 'test',
    destination: new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        seen();
        done();
      },
    }),
  });
  server = createServer((request, response) => {
    logRequestWhenDone(request, response, {
      requestId: 'req-9',
      traceOf,
      log,
      routeOf: (path) => (path.startsWith('/services/') ? '/services/[...segments]/' : 'other'),
      observe: (finished) => observed.push(finished),
    });
    response.statusCode = status;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as AddressInfo).port;
  return { lines, observed, logged, port };
}

const get = (port: number, path: string) =>
  new Promise<void>((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port, path }, (answer) => answer.resume().on('end', resolve))
      .on('error', reject)
      .end(),
  );

describe('the request line', () => {
  it('names the route template, never the address as sent, with id, method, status and duration', async () => {
    const { lines, logged, port } = await serverLogging(200);
    await get(port, '/services/hair/colour/?phone=%2B447700900123');
    await logged;
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        instance: 'test',
        requestId: 'req-9',
        method: 'GET',
        route: '/services/[...segments]/',
        status: 200,
        durationMs: expect.any(Number),
        msg: 'request',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('447700900123');
  });

  it('names the trace tracing noted for the request, read once the answer is over', async () => {
    const noted: { traceId?: string } = {};
    const { lines, logged, port } = await serverLogging(200, () => noted.traceId);
    noted.traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await get(port, '/services/hair/');
    await logged;
    expect(lines[0]).toMatchObject({ requestId: 'req-9', traceId: '4bf92f3577b34da6a3ce929d0e0e4736', route: '/services/[...segments]/' });
  });

  it('hands the metrics the same route, with method, status and seconds, once the answer is sent', async () => {
    const { observed, logged, port } = await serverLogging(200);
    await get(port, '/services/hair/colour/?x=1');
    await logged;
    expect(observed).toEqual([
      { route: '/services/[...segments]/', method: 'GET', status: 200, seconds: expect.any(Number) },
    ]);
  });

  it('logs a 5xx as an error', async () => {
    const { lines, logged, port } = await serverLogging(503);
    await get(port, '/');
    await logged;
    expect(lines[0]).toMatchObject({ level: 'error', status: 503, route: 'other' });
  });
});
