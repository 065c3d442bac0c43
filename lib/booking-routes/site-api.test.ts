/**
 * The site's booking routes on the embedded backend: free time, booking (with two visitors
 * racing for one master, many times), the client's list, and cancellation by the 48-hour rule.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';

const amelia = '40012'; // Monday to Friday 09:30-20:00, break 13:30-14:00
const rootsTouchUp = '1008'; // 60 minutes

let kit: Awaited<ReturnType<typeof createSiteKit>>;
beforeEach(async () => {
  kit = await createSiteKit('2026-01-05T08:00:00Z');
});
afterEach(() => kit.close());

async function signedIn(phone: string): Promise<Visitor> {
  const visitor = kit.visitor();
  expect((await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } })).status).toBe(
    200,
  );
  const confirmed = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
    method: 'POST',
    body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'March' },
  });
  expect(confirmed.status).toBe(200);
  return visitor;
}

const book = (visitor: Visitor, body: unknown) =>
  visitor.send(kit.appointments.book, '/api/booking/appointments', { method: 'POST', body });

describe('GET /api/booking/free-time', () => {
  it('answers each master’s free starts as instants and salon times', async () => {
    kit.clock.now = Date.parse('2026-06-01T08:00:00Z'); // within the booking horizon of June
    const response = await kit
      .visitor()
      .send(kit.freeTime, `/api/booking/free-time?service=${rootsTouchUp}&employee=${amelia}&date=2026-06-15`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ date: '2026-06-15', timeZone: 'Europe/London' });
    // June is British Summer Time: 09:30 in the salon is 08:30 UTC.
    expect(body.employees[0].times[0]).toEqual({ start: '2026-06-15T08:30:00.000Z', time: '09:30' });
  });

  it('lists every master who takes the service when none is named', async () => {
    const body = await (
      await kit.visitor().send(kit.freeTime, `/api/booking/free-time?service=${rootsTouchUp}&date=2026-01-14`)
    ).json();
    expect(body.employees.map((entry: { id: string }) => entry.id).sort()).toEqual(['40012', '40027']);
  });

  it.each([
    ['service', `/api/booking/free-time?date=2026-01-14`],
    ['service', `/api/booking/free-time?service=${'x'.repeat(65)}&date=2026-01-14`],
    ['employee', `/api/booking/free-time?service=1008&employee=a%20b&date=2026-01-14`],
    ['date', `/api/booking/free-time?service=1008`],
    ['date', `/api/booking/free-time?service=1008&date=2026-02-30`],
    ['date', `/api/booking/free-time?service=1008&date=14/01/2026`],
  ])('answers 400 naming %s for %s', async (field, path) => {
    const response = await kit.visitor().send(kit.freeTime, path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid', field });
  });

  it('passes "no such service" on as a 404, not a 500', async () => {
    const response = await kit.visitor().send(kit.freeTime, '/api/booking/free-time?service=nope&date=2026-01-14');
    expect(response.status).toBe(404);
  });
});

describe('POST /api/booking/appointments', () => {
  it('refuses a visitor who is not signed in', async () => {
    const response = await book(kit.visitor(), {
      service: rootsTouchUp,
      employee: amelia,
      start: '2026-01-12T10:00:00Z',
    });
    expect(response.status).toBe(401);
  });

  it('refuses a request from another site', async () => {
    const visitor = await signedIn('+447700900201');
    const response = await visitor.send(kit.appointments.book, '/api/booking/appointments', {
      method: 'POST',
      body: { service: rootsTouchUp, employee: amelia, start: '2026-01-12T10:00:00Z' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['body', 'not json'],
    ['body', ['a list']],
    ['service', { employee: amelia, start: '2026-01-12T10:00:00Z' }],
    ['employee', { service: rootsTouchUp, employee: 42, start: '2026-01-12T10:00:00Z' }],
    ['start', { service: rootsTouchUp, employee: amelia }],
    ['start', { service: rootsTouchUp, employee: amelia, start: '2026-01-12 10:00' }],
    ['start', { service: rootsTouchUp, employee: amelia, start: '2026-01-12T10:00:00' }],
  ])('answers 400 naming %s', async (field, body) => {
    const visitor = await signedIn('+447700900202');
    const response = await book(visitor, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });

  it('answers 413 to a JSON body over 4 KB on every route that reads one, before acting on it', async () => {
    const visitor = await signedIn('+447700900203');
    const pad = 'x'.repeat(5000);
    const routes = [
      [kit.auth.requestCode, '/api/auth/code', { phone: '+447700900204', pad }],
      [kit.auth.confirm, '/api/auth/confirm', { code: '123456', pad }],
      [
        kit.appointments.book,
        '/api/booking/appointments',
        { service: rootsTouchUp, employee: amelia, start: '2026-01-12T10:00:00Z', pad },
      ],
      [kit.favourites.toggle, '/api/favourites', { kind: 'services', ids: [rootsTouchUp], pad }],
    ] as const;
    for (const [handler, path, body] of routes) {
      const response = await visitor.send(handler, path, { method: 'POST', body });
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({ error: 'too_large', limit: 4096 });
    }
    expect(await (await visitor.send(kit.appointments.list, '/api/booking/appointments')).json()).toMatchObject({
      upcoming: [],
    });
    expect(await (await visitor.send(kit.favourites.list, '/api/favourites')).json()).toEqual({
      services: [],
      employees: [],
    });
  });

  it('books with a named master, and with "any" master who is free', async () => {
    const visitor = await signedIn('+447700900203');
    const named = await book(visitor, { service: rootsTouchUp, employee: amelia, start: '2026-01-12T10:00:00Z' });
    expect(named.status).toBe(201);
    expect((await named.json()).appointment).toMatchObject({
      state: 'booked',
      services: [{ employeeId: amelia, start: '2026-01-12T10:00:00.000Z' }],
    });
    const any = await book(visitor, { service: rootsTouchUp, employee: 'any', start: '2026-01-14T10:00:00Z' });
    expect(any.status).toBe(201);
  });

  it('passes the schedule’s refusal on with its reason', async () => {
    const visitor = await signedIn('+447700900204');
    const response = await book(visitor, { service: rootsTouchUp, employee: amelia, start: '2026-01-12T13:00:00Z' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'crosses_break', field: 'start' });
  });

  it('gives the slot to exactly one of two visitors booking at once (repeated 25 times)', async () => {
    const first = await signedIn('+447700900205');
    const second = await signedIn('+447700900206');
    const free: string[] = [];
    for (const date of ['2026-01-13', '2026-01-14', '2026-01-15']) {
      const answer = await (
        await kit
          .visitor()
          .send(kit.freeTime, `/api/booking/free-time?service=${rootsTouchUp}&employee=${amelia}&date=${date}`)
      ).json();
      free.push(...answer.employees[0].times.map((time: { start: string }) => time.start));
    }
    let rounds = 0;
    // Every other start, so one round's booking never overlaps the next round's slot.
    for (const start of free.filter((_, index) => index % 2 === 0).slice(0, 25)) {
      const answers = await Promise.all([
        book(first, { service: rootsTouchUp, employee: amelia, start }),
        book(second, { service: rootsTouchUp, employee: amelia, start }),
      ]);
      expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
      // The winner cancels, so neither reaches the cap on upcoming bookings over 25 rounds.
      const winner = answers[0]!.status === 201 ? first : second;
      const { appointment } = await answers.find((response) => response.status === 201)!.json();
      const cancelled = await winner.send(
        (request) => kit.appointments.cancel(request, appointment.id),
        `/api/booking/appointments/${appointment.id}`,
        { method: 'DELETE' },
      );
      expect(cancelled.status).toBe(200);
      rounds += 1;
    }
    expect(rounds).toBe(25);
  });
});

describe('the client’s appointments', () => {
  it('lists upcoming and past, and cancels only outside 48 hours, and only one’s own', async () => {
    const visitor = await signedIn('+447700900207');
    const soon = (
      await (await book(visitor, { service: rootsTouchUp, employee: amelia, start: '2026-01-06T10:00:00Z' })).json()
    ).appointment;
    const later = (
      await (await book(visitor, { service: rootsTouchUp, employee: amelia, start: '2026-01-09T10:00:00Z' })).json()
    ).appointment;

    const listed = await (await visitor.send(kit.appointments.list, '/api/booking/appointments')).json();
    expect(listed.cancellationHours).toBe(48);
    expect(listed.upcoming.map((item: { id: string; cancellable: boolean }) => [item.id, item.cancellable])).toEqual([
      [soon.id, false],
      [later.id, true],
    ]);

    const stranger = await signedIn('+447700900208');
    expect(
      (
        await stranger.send((r) => kit.appointments.cancel(r, later.id), `/api/booking/appointments/${later.id}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);

    const inside = await visitor.send(
      (r) => kit.appointments.cancel(r, soon.id),
      `/api/booking/appointments/${soon.id}`,
      { method: 'DELETE' },
    );
    expect(inside.status).toBe(422);
    expect(await inside.json()).toMatchObject({ error: 'cancellation_window' });

    const outside = await visitor.send(
      (r) => kit.appointments.cancel(r, later.id),
      `/api/booking/appointments/${later.id}`,
      { method: 'DELETE' },
    );
    expect(outside.status).toBe(200);
    expect((await outside.json()).appointment.state).toBe('canceled');

    kit.clock.now = Date.parse('2026-01-07T00:00:00Z');
    const afterwards = await (
      await (await signedIn('+447700900207')).send(kit.appointments.list, '/api/booking/appointments')
    ).json();
    expect(afterwards.upcoming).toEqual([]);
    expect(afterwards.past.map((item: { id: string; state: string }) => [item.id, item.state])).toEqual([
      [later.id, 'canceled'],
      [soon.id, 'booked'],
    ]);
  });

  it('answers 400 for a malformed id and 401 when signed out', async () => {
    const visitor = await signedIn('+447700900209');
    expect(
      (
        await visitor.send((r) => kit.appointments.cancel(r, '../etc'), '/api/booking/appointments/x', {
          method: 'DELETE',
        })
      ).status,
    ).toBe(400);
    expect((await kit.visitor().send(kit.appointments.list, '/api/booking/appointments')).status).toBe(401);
  });
});
