/**
 * The booking client against a real HTTP server on loopback that speaks the booking API:
 * the embedded backend behind node's HTTP server, with switches that make it fail in each
 * way a real system can (401, 500, no answer in time, malformed JSON, a body of the wrong shape).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedKit, testAppId, testAppToken, testDbCode, type EmbeddedKit } from '../local/embedded-test-kit';
import type { BookingResult } from '../result';
import { createBookingClient, settingsTtlMs, type BookingClient } from './booking-client';

type Behaviour = 'ok' | 'unauthorized' | 'server-error' | 'slow' | 'malformed' | 'wrong-shape';
let behaviour: Behaviour = 'ok';
const seen: { method: string; url: URL; authorization: string | null; body: unknown }[] = [];
let server: Server;
let kit: EmbeddedKit;
let client: BookingClient;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  kit = await createEmbeddedKit('2026-01-05T08:00:00Z');
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    seen.push({
      method: request.method ?? 'GET',
      url,
      authorization: request.headers.authorization ?? null,
      body: body ? JSON.parse(body) : null,
    });
    const send = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(text);
    };
    if (behaviour === 'unauthorized')
      return send(401, JSON.stringify({ error: { code: 'unauthorized', message: 'Bad token' } }));
    if (behaviour === 'server-error') return send(500, '<html>Internal error</html>');
    if (behaviour === 'malformed') return send(200, '[{"id": 1,');
    if (behaviour === 'wrong-shape') return send(200, JSON.stringify({ items: 'nothing like it' }));
    // Never answers (the connection is cut when the server closes): only the client's own time-out ends the wait.
    if (behaviour === 'slow') return;
    const answer = await kit.handler(
      new Request(`${kit.baseUrl}${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: body || undefined,
      }),
    );
    send(answer.status, await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A time-out only a hung server reaches, however busy the machine.
  client = clientWith(30_000);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await kit.close();
});

beforeEach(() => {
  behaviour = 'ok';
  seen.length = 0;
});

function clientWith(timeoutMs: number, now?: () => number) {
  return createBookingClient({
    now,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`,
    token: testAppToken,
    appId: testAppId,
    dbCode: testDbCode,
    timeoutMs,
    fetch,
  });
}

const value = <T>(result: BookingResult<T>): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.value;
};

describe('booking client over HTTP', () => {
  it('reads the salon data with the application token, each in the site’s types', async () => {
    expect(value(await client.locations())[0]).toMatchObject({ id: '500', timeZone: 'Europe/London' });
    expect(value(await client.categories()).find((category) => category.id === '31')).toEqual({
      id: '31',
      name: 'Colouring',
      parentId: '30',
    });
    expect(value(await client.category('31'))).toEqual({ id: '31', name: 'Colouring', parentId: '30' });
    expect(value(await client.services()).length).toBeGreaterThan(100);
    expect(value(await client.employees()).map((employee) => employee.id)).not.toContain('40019');
    expect(value(await client.positions()).find((position) => position.id === '102')).toMatchObject({
      name: 'Senior colourist',
      parentId: '802',
    });
    expect(value(await client.settings())).toMatchObject({ cancellationHours: 48, currency: 'GBP' });
    expect(value(await client.feedbacks())[0]).toMatchObject({
      rating: expect.any(Number),
      employeeName: expect.any(String),
    });
    expect(seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/v1/locations',
      'GET /api/v1/services/categories',
      'GET /api/v1/services/categories/31',
      'GET /api/v1/services',
      'GET /api/v1/employees',
      'GET /api/v1/positions',
      'GET /api/v1/settings',
      'GET /api/v1/feedbacks',
    ]);
    expect(new Set(seen.map((request) => request.authorization))).toEqual(new Set([`Bearer ${testAppToken}`]));
  });

  it('asks free time in 30-minute steps with whole gaps from the day start, public employees only', async () => {
    const free = value(
      await client.freeTime({ locationId: '500', serviceId: '1008', employeeId: '40012', date: '2026-01-12' }),
    );
    expect(free).toEqual([{ employeeId: '40012', starts: expect.arrayContaining(['2026-01-12T09:30:00.000Z']) }]);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      step: '30',
      gaps_mode: 'none',
      gaps_positions: 'day_start',
      public_employees: 'true',
      location: '500',
      services: '1008',
      employees: '40012',
      date: '2026-01-12',
    });
  });

  it('signs in by phone, books, lists, removes and cancels with the client’s own token', async () => {
    const phone = '+447700900100';
    const sent = value(await client.sendCode(phone));
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ app_id: testAppId, db_code: testDbCode, phone });
    const tokens = value(
      await client.confirmCode({
        authId: sent.authId,
        code: await kit.lastCode(phone),
        locationId: '500',
        registration: { firstName: 'Mary', lastName: 'Shelley', email: null, sex: 'Female' },
      }),
    );
    expect(Object.fromEntries(seen[1]!.url.searchParams)).toMatchObject({
      auth_id: sent.authId,
      location: '500',
      firstname: 'Mary',
      lastname: 'Shelley',
      sex: 'Female',
    });
    const me = value(await client.me(tokens.accessToken));
    expect(me).toMatchObject({ phone, firstName: 'Mary' });
    expect(seen.at(-1)!.authorization).toBe(`Bearer ${tokens.accessToken}`);

    const created = value(await client.createAppointment({ locationId: '500', clientId: me.id }, tokens.accessToken));
    expect(seen.at(-1)!.body).toMatchObject({ force: ['serviceTeeth', 'serviceHall', 'hallTime', 'resourceTime'] });
    const withService = value(
      await client.addService(
        { appointmentId: created.id, serviceId: '1008', employeeId: '40012', start: '2026-01-12T10:00:00Z' },
        tokens.accessToken,
      ),
    );
    expect(withService.services).toEqual([
      expect.objectContaining({
        serviceId: '1008',
        employeeId: '40012',
        start: '2026-01-12T10:00:00.000Z',
        end: '2026-01-12T11:00:00.000Z',
        price: 75,
      }),
    ]);
    const second = value(
      await client.addService(
        { appointmentId: created.id, serviceId: '1009', employeeId: '40012', start: '2026-01-12T11:00:00Z' },
        tokens.accessToken,
      ),
    );
    expect(value(await client.removeService(second.services[1]!.id, tokens.accessToken))).toBeNull();
    expect(seen.at(-1)!.method).toBe('DELETE');
    const booked = value(await client.bookAppointment(created.id, tokens.accessToken));
    expect(booked).toMatchObject({ state: 'booked', start: '2026-01-12T10:00:00.000Z' });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: { state: 'booked' } });
    expect(value(await client.clientAppointments(me.id, tokens.accessToken)).map((item) => item.id)).toEqual([
      created.id,
    ]);
    expect(Object.fromEntries(seen.at(-1)!.url.searchParams)).toEqual({ client: me.id });
    expect(value(await client.updateAppointment(created.id, { state: 'canceled' }, tokens.accessToken)).state).toBe(
      'canceled',
    );

    const renewed = value(await client.refresh(tokens.refreshToken));
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(Object.fromEntries(seen.at(-1)!.url.searchParams)).toEqual({
      app_id: testAppId,
      refresh_token: tokens.refreshToken,
    });
  });

  it('passes the system’s refusal on, with its code, field and attempts left', async () => {
    const refused = await client.sendCode('12345');
    expect(refused).toEqual({
      ok: false,
      failure: {
        kind: 'rejected',
        status: 400,
        code: 'invalid',
        message: expect.any(String),
        field: 'phone',
        attemptsLeft: null,
      },
    });
    const missing = await client.category('999999');
    expect(missing).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 404, code: 'not_found' } });
  });

  it('answers "unauthorized" for a 401', async () => {
    behaviour = 'unauthorized';
    expect(await client.services()).toEqual({ ok: false, failure: { kind: 'unauthorized', status: 401 } });
    expect(await client.me('expired-token-xxxxxxxx')).toEqual({
      ok: false,
      failure: { kind: 'unauthorized', status: 401 },
    });
  });

  it('answers "unavailable" for a 500, for every kind of operation', async () => {
    behaviour = 'server-error';
    const failure = { ok: false, failure: { kind: 'unavailable', reason: 'server-error', status: 500 } };
    expect(await client.employees()).toEqual(failure);
    // A fresh client: the shared one keeps the settings an earlier test read.
    expect(await clientWith(30_000).settings()).toEqual(failure);
    expect(await client.bookAppointment('1', 'token-xxxxxxxxxxxxxxxx')).toEqual(failure);
    expect(await client.removeService('1', 'token-xxxxxxxxxxxxxxxx')).toEqual(failure);
  });

  it('gives up after its time-out', async () => {
    behaviour = 'slow';
    // The server never answers, so the answer can only come from the client's 200 ms time-out.
    expect(await clientWith(200).feedbacks()).toEqual({
      ok: false,
      failure: { kind: 'unavailable', reason: 'timeout', status: null },
    });
  });

  it('answers "unreachable" when nothing listens', async () => {
    const nowhere = createBookingClient({
      baseUrl: 'http://127.0.0.1:1',
      token: 't',
      appId: 'a',
      dbCode: 'd',
      timeoutMs: 30_000,
      fetch,
    });
    expect(await nowhere.locations()).toEqual({
      ok: false,
      failure: { kind: 'unavailable', reason: 'unreachable', status: null },
    });
  });

  it('answers "malformed" for broken JSON or a body of the wrong shape', async () => {
    behaviour = 'malformed';
    expect(await client.locations()).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', reason: 'malformed' },
    });
    behaviour = 'wrong-shape';
    expect(await client.services()).toMatchObject({ ok: false, failure: { kind: 'unavailable', reason: 'malformed' } });
    expect(await clientWith(30_000).settings()).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', reason: 'malformed' },
    });
  });

  it('keeps the salon’s settings a minute, shares one question among callers at once, and keeps no failure', async () => {
    let now = 0;
    const keeping = clientWith(30_000, () => now);
    const asked = () => seen.filter((request) => request.url.pathname.endsWith('/settings')).length;
    behaviour = 'server-error';
    expect(await keeping.settings()).toMatchObject({ ok: false });
    behaviour = 'ok';
    const together = await Promise.all([keeping.settings(), keeping.settings(), keeping.settings()]);
    expect(together.every((answer) => answer.ok)).toBe(true);
    expect(asked()).toBe(2);
    now += settingsTtlMs - 1;
    expect(value(await keeping.settings())).toMatchObject({ cancellationHours: 48 });
    expect(asked()).toBe(2);
    now += 1;
    expect(value(await keeping.settings())).toMatchObject({ cancellationHours: 48 });
    expect(asked()).toBe(3);
  });
});
