import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isDraining, onShutdown } from '@/lib/lifecycle/shutdown';
import { createGracefulShutdown, shutdownDeadlineMs, shutdownState } from './graceful-shutdown.mjs';

afterEach(() => {
  const state = shutdownState();
  state.draining = false;
  state.steps.length = 0;
});

/** A server whose answers wait for the test; a request to it, in flight. */
async function serverWithRequestInFlight() {
  let answer!: () => void;
  const server = createServer((_, response) => {
    answer = () => response.end('done');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const arrived = new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
  const reply = new Promise<string>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(text));
    })
      .on('error', reject)
      .end();
  });
  await arrived;
  return { server, port, reply, answer: () => answer() };
}

describe('graceful shutdown', () => {
  it('says it is draining, lets the request in flight finish, then runs the steps in order and exits 0', async () => {
    const { server, reply, answer } = await serverWithRequestInFlight();
    const order: string[] = [];
    onShutdown('outbox workers', async () => void order.push('outbox workers'));
    onShutdown('database', async () => void order.push('database'));
    let code: number | null = null;
    const shutDown = createGracefulShutdown(server, { deadlineMs: 5_000, exit: (value) => (code = value), log: () => {} });
    const done = shutDown('SIGTERM');
    expect(isDraining()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    answer();
    expect(await reply).toBe('done');
    await done;
    expect(order).toEqual(['outbox workers', 'database']);
    expect(code).toBe(0);
  });

  it('exits 1 at the deadline when a request does not finish', async () => {
    const { server, answer } = await serverWithRequestInFlight();
    const lines: string[] = [];
    const exited = new Promise<number>((resolve) => {
      void createGracefulShutdown(server, { deadlineMs: 200, exit: resolve, log: (line) => lines.push(line) })('SIGTERM');
    });
    expect(await exited).toBe(1);
    expect(lines.at(-1)).toMatch(/deadline passed during "requests in flight"; cut off: 1 open connection/);
    answer();
  });

  it('reads its deadline from SHUTDOWN_TIMEOUT_MS', () => {
    expect(shutdownDeadlineMs(undefined)).toBe(10_000);
    expect(shutdownDeadlineMs('2500')).toBe(2500);
    expect(() => shutdownDeadlineMs('soon')).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
