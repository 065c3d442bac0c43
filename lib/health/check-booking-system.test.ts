/** The booking system check against a booking system stand-in on loopback, through the site's own client. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingClient } from '@/lib/booking/client/booking-client';
import { checkBookingSystem } from './check-booking-system';

let status = 200;
const tokens: (string | undefined)[] = [];
const server = createServer((request, response) => {
  tokens.push(request.headers.authorization);
  if (request.url !== '/settings') return void response.writeHead(404).end();
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ common: {}, client_module: {} }));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const client = () =>
  Promise.resolve(
    // A hang guard: the stand-in answers at once, but a busy machine can hold the first request past a second.
    createBookingClient({ baseUrl, token: 'site-token', appId: 'site', dbCode: 'salon', timeoutMs: 30_000, fetch }),
  );

describe('the booking system check', () => {
  it("passes when the system answers the site's settings with its token", async () => {
    status = 200;
    expect(await checkBookingSystem(client())).toBe(true);
    expect(tokens.at(-1)).toBe('Bearer site-token');
  });

  it.each([401, 500, 503])('fails when it answers %i', async (answer) => {
    status = answer;
    expect(await checkBookingSystem(client())).toBe(false);
  });
});
