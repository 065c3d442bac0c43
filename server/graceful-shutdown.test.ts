import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isDraining, onShutdown, shutdownDeadline } from '@/lib/lifecycle/shutdown';
import { createGracefulShutdown, shutdownState } from './graceful-shutdown.mjs';

afterEach(() => {
  const state = shutdownState();
  state.draining = false;
  state.deadlineAt = null;
  state.steps.length = 0;
});

type Answer = { status: number; text: string; headers: IncomingHttpHeaders };

/** One GET on a connection of its own; rejects with the socket's error (ECONNREFUSED once the listener is closed). */
function get(port: number, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });
}

/** A server that answers its readiness as the health route does, and anything else with a page. */
async function serverWithReadiness(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.url === '/ready') response.writeHead(isDraining() ? 503 : 200).end(isDraining() ? 'draining' : 'ready');
    else response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A server whose answers wait for the test; a request to it, in flight. */
async function serverWithRequestInFlight() {
  let answer!: () => void;
  const server = createServer((_, response) => {
    answer = () => response.end('done');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const arrived = new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
  const reply = get(port).then((answered) => answered.text);
  await arrived;
  return { server, port, reply, answer: () => answer() };
}

describe('graceful shutdown', () => {
  it('is not ready at once, keeps serving new connections through the delay, and closes its listener only after it', async () => {
    const { server, port } = await serverWithReadiness();
    let endDelay!: () => void;
    const delays: number[] = [];
    const wait = (ms: number) => {
      delays.push(ms);
      return new Promise<void>((resolve) => (endDelay = resolve));
    };
    let closing!: () => void;
    const listenerClosed = new Promise<void>((resolve) => (closing = resolve));
    const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
    const log = (msg: string, fields?: Record<string, unknown>) => {
      lines.push({ msg, fields });
      if (/taking no new connections/.test(msg)) closing();
    };
    const ran: string[] = [];
    onShutdown('outbox workers', async () => void ran.push('outbox workers'));
    let code: number | null = null;
    expect((await get(port, '/ready')).status).toBe(200);

    const before = Date.now();
    const done = createGracefulShutdown(server, {
      delayMs: 5_000,
      deadlineMs: 15_000,
      wait,
      exit: (value) => (code = value),
      log,
    })('SIGTERM');
    expect(isDraining()).toBe(true);
    expect(shutdownDeadline()).toBeGreaterThanOrEqual(before + 15_000);
    expect(delays).toEqual([5_000]);

    // During the delay: the balancer's probe hears 503, a visitor it still sends here is served,
    // on a new connection, and told to open the next one elsewhere.
    const probe = await get(port, '/ready');
    expect(probe.status).toBe(503);
    const page = await get(port, '/services/');
    expect(page).toMatchObject({ status: 200, text: 'page' });
    expect(page.headers.connection).toBe('close');
    expect(ran).toEqual([]);

    endDelay();
    await listenerClosed;
    const refused = await get(port).then(
      () => null,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(refused).toBe('ECONNREFUSED');
    await done;
    expect(ran).toEqual(['outbox workers']);
    expect(code).toBe(0);
    expect(lines[0]).toEqual({
      msg: expect.stringMatching(/^shutting down: not ready any more/),
      fields: { signal: 'SIGTERM', serveMs: 5000, deadlineMs: 15000 },
    });
  });

  it('skips the delay on SIGINT, a stop at a terminal with no balancer to wait for', async () => {
    const { server, port } = await serverWithReadiness();
    const delays: number[] = [];
    let code: number | null = null;
    await createGracefulShutdown(server, {
      delayMs: 5_000,
      deadlineMs: 15_000,
      wait: async (ms) => void delays.push(ms),
      exit: (value) => (code = value),
      log: () => {},
    })('SIGINT');
    expect(delays).toEqual([]);
    expect(code).toBe(0);
    expect(await get(port).catch((error: NodeJS.ErrnoException) => error.code)).toBe('ECONNREFUSED');
  });

  it('says it is draining, lets the request in flight finish, then runs the steps in order and exits 0', async () => {
    const { server, reply, answer } = await serverWithRequestInFlight();
    const order: string[] = [];
    onShutdown('outbox workers', async () => void order.push('outbox workers'));
    onShutdown('database', async () => void order.push('database'));
    let code: number | null = null;
    let closing!: () => void;
    const listenerClosed = new Promise<void>((resolve) => (closing = resolve));
    const shutDown = createGracefulShutdown(server, {
      delayMs: 0,
      deadlineMs: 5_000,
      exit: (value) => (code = value),
      log: (line) => /no new connections/.test(line) && closing(),
    });
    const done = shutDown('SIGTERM');
    expect(isDraining()).toBe(true);
    await listenerClosed;
    // The listener is closed, the request still in flight: no step has run.
    expect(order).toEqual([]);
    answer();
    expect(await reply).toBe('done');
    await done;
    expect(order).toEqual(['outbox workers', 'database']);
    expect(code).toBe(0);
  });

  it('exits 1 at the deadline when a request does not finish', async () => {
    const { server, answer } = await serverWithRequestInFlight();
    const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
    const exited = new Promise<number>((resolve) => {
      void createGracefulShutdown(server, {
        delayMs: 0,
        deadlineMs: 200,
        exit: resolve,
        log: (msg, fields) => lines.push({ msg, fields }),
      })('SIGTERM');
    });
    expect(await exited).toBe(1);
    expect(lines.at(-1)).toEqual({
      msg: 'shutdown deadline passed; cutting off',
      fields: { stage: 'requests in flight', openConnections: 1 },
    });
    answer();
  });
});
