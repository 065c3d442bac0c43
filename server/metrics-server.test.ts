import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from './metrics-server.mjs';

const registry = new Registry();
new Counter({ name: 'backstage_test_total', help: 'A test counter.', registers: [registry] }).inc(3);
let server: Server;
let base: string;

beforeAll(async () => {
  server = await startMetricsServer({ registry, port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the metrics server', () => {
  it("answers GET /metrics in Prometheus's text format, never stored", async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('backstage_test_total 3');
  });

  it('answers 404 for any other path and 405 for any other method', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/extra`)).status).toBe(404);
    const posted = await fetch(`${base}/metrics`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('listens only where it is told', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });
});
