/**
 * Visits of several services and moving a booking, through the site's routes, with the
 * booking client talking to the embedded backend in-process and over a loopback HTTP server,
 * on both database engines: the times a visit fits, booking it all or nothing (a race for a
 * later service's slot keeps nothing), moving it atomically (a race for the new time keeps the
 * old), the calendar file's UID and SEQUENCE, and the clock-change Sundays.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/booking/types';
import { databaseEngines, type DatabaseEngine } from '@/lib/db/testing/test-databases';
import { createSiteKit, type BookingIntercept, type Visitor } from '@/lib/site-setup/site-test-kit';

const hannah = '40033'; // nails: Monday to Friday 09:30-20:00, break 12:30-13:00
const mei = '40034'; // nails: Wednesday to Sunday 09:30-20:00 (Sunday 10:00-18:00), break 14:00-14:30 (Sunday 13:00-13:30)
const layla = '40040'; // brows: Tuesday to Saturday 09:30-20:00, break 13:30-14:00
const chloe = '40041'; // brows: Mon, Tue, Fri, Sat 09:30-20:00 and Sunday 10:00-18:00, break 13:00-13:30
const manicure = '1202'; // Classic Gel Manicure, 60 minutes, £55
const pedicure = '1219'; // Classic Pedicure (No Polish), 60 minutes, £60
const brows = '1103'; // Brow Lamination, Tint & Shape, 60 minutes, £75
const wednesday = '2026-01-14';

const combinations: { engine: DatabaseEngine; http: boolean }[] = databaseEngines.flatMap((engine) => [
  { engine, http: false },
  { engine, http: true },
]);

describe.each(combinations)('visits on $engine (booking system over HTTP: $http)', ({ engine, http }) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  let intercept: BookingIntercept | undefined;
  afterEach(async () => {
    intercept = undefined;
    await kit.close();
  });
  const open = async (start = '2026-01-05T08:00:00Z') => {
    kit = await createSiteKit(start, {
      engine,
      http,
      intercept: (request) => intercept?.(request) ?? Promise.resolve(),
    });
  };

  async function signedIn(phone: string): Promise<Visitor> {
    const visitor = kit.visitor();
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    const confirmed = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'March' },
    });
    expect(confirmed.status).toBe(200);
    return visitor;
  }

  type Time = {
    start: string;
    time: string;
    end: string;
    services: { service: string; employee: string; start: string }[];
  };
  async function visitTimes(visit: string, date: string): Promise<Time[]> {
    const response = await kit.visitor().send(kit.visit.times, `/api/booking/visit-times?visit=${visit}&date=${date}`);
    expect(response.status).toBe(200);
    return (await response.json()).times;
  }
  const book = (visitor: Visitor, visit: { service: string; employee: string }[], start: string) =>
    visitor.send(kit.appointments.book, '/api/booking/appointments', { method: 'POST', body: { visit, start } });
  const mine = async (visitor: Visitor) =>
    (await (await visitor.send(kit.appointments.list, '/api/booking/appointments')).json()) as {
      upcoming: Appointment[];
      past: Appointment[];
    };
  /** Another client books one service straight at the booking system. */
  async function someoneElseBooks(phone: string, serviceId: string, employeeId: string, start: string) {
    const session = await kit.signIn(phone);
    const created = await kit.client.createAppointment(
      { locationId: '500', clientId: session.clientId },
      session.accessToken,
    );
    if (!created.ok) throw new Error('create failed');
    const added = await kit.client.addService(
      { appointmentId: created.value.id, serviceId, employeeId, start },
      session.accessToken,
    );
    if (!added.ok) throw new Error(`add failed: ${JSON.stringify(added.failure)}`);
    await kit.client.bookAppointment(created.value.id, session.accessToken);
  }
  const serviceIn = async (request: Request) =>
    request.method === 'POST' && new URL(request.url).pathname === '/appointments/services'
      ? ((await request.json()) as { service: string; start: string })
      : null;

  it('offers the starts at which two services with two masters fit back to back', async () => {
    await open();
    const times = await visitTimes(`${manicure}@${hannah},${pedicure}@${mei}`, wednesday);
    const starts = times.map((entry) => entry.time);
    expect(starts[0]).toBe('09:30');
    // The pedicure must end by 20:00; the manicure misses Hannah's break and the pedicure Mei's.
    expect(starts.at(-1)).toBe('18:00');
    expect(starts).not.toContain('12:00');
    expect(starts).not.toContain('12:30');
    expect(starts).not.toContain('13:00');
    expect(times[0]).toMatchObject({
      start: '2026-01-14T09:30:00.000Z',
      end: '2026-01-14T11:30:00.000Z',
      services: [
        { service: manicure, employee: hannah, start: '2026-01-14T09:30:00.000Z' },
        { service: pedicure, employee: mei, start: '2026-01-14T10:30:00.000Z' },
      ],
    });
    const days = await (
      await kit
        .visitor()
        .send(
          kit.visit.days,
          `/api/booking/visit-days?visit=${manicure}@${hannah},${pedicure}@${mei}&from=${wednesday}&days=7`,
        )
    ).json();
    const free = Object.fromEntries(days.days.map((day: { date: string; free: number }) => [day.date, day.free]));
    expect(free[wednesday]).toBe(times.length);
    // Hannah does not work at the weekend.
    expect(free['2026-01-17']).toBe(0);
  });

  it('books a visit of three services over two masters as one appointment, and lists it', async () => {
    await open();
    const visitor = await signedIn('+447700900501');
    const visit = [
      { service: manicure, employee: hannah },
      { service: brows, employee: 'any' },
      { service: pedicure, employee: hannah },
    ];
    const times = await visitTimes(visit.map((item) => `${item.service}@${item.employee}`).join(','), wednesday);
    expect(times.map((entry) => entry.time)).toContain('09:30');
    // From 10:00 the pedicure would run into Hannah's break at 12:30.
    expect(times.map((entry) => entry.time)).not.toContain('10:00');
    const response = await book(visitor, visit, '2026-01-14T09:30:00Z');
    expect(response.status).toBe(201);
    const { appointment } = (await response.json()) as { appointment: Appointment };
    expect(appointment.state).toBe('booked');
    expect(appointment.services.map((service) => [service.serviceId, service.employeeId, service.start])).toEqual([
      [manicure, hannah, '2026-01-14T09:30:00.000Z'],
      [brows, layla, '2026-01-14T10:30:00.000Z'],
      [pedicure, hannah, '2026-01-14T11:30:00.000Z'],
    ]);
    const listed = await mine(visitor);
    expect(listed.upcoming.map((item) => item.id)).toEqual([appointment.id]);
    expect(listed.upcoming[0]!.services).toHaveLength(3);
    // Hannah is now held 09:30-10:30 and 11:30-12:30, Layla 10:30-11:30.
    const again = (await visitTimes(`${manicure}@${hannah},${brows}@${layla}`, wednesday)).map((entry) => entry.time);
    expect(again).not.toContain('09:30');
    expect(again).not.toContain('10:00');
    expect(again).toContain('13:00');
  });

  it('keeps nothing of a visit that does not fit before closing', async () => {
    await open();
    const visitor = await signedIn('+447700900502');
    const times = await visitTimes(`${manicure}@${hannah},${pedicure}@${hannah}`, wednesday);
    expect(times.map((entry) => entry.time)).not.toContain('18:30');
    expect(times.at(-1)?.time).toBe('18:00');
    const response = await book(
      visitor,
      [
        { service: manicure, employee: hannah },
        { service: pedicure, employee: hannah },
      ],
      '2026-01-14T18:30:00Z',
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'too_short_for_service' });
    expect((await mine(visitor)).upcoming).toEqual([]);
    // The manicure added first was given back: 18:30 is free for it alone.
    const single = await visitTimes(`${manicure}@${hannah}`, wednesday);
    expect(single.map((entry) => entry.time)).toContain('18:30');
  });

  it('keeps nothing when the second service’s slot is taken meanwhile, and offers the nearest times that fit', async () => {
    await open();
    const visitor = await signedIn('+447700900503');
    intercept = async (request) => {
      const added = await serviceIn(request);
      if (added?.service === pedicure) {
        intercept = undefined;
        await someoneElseBooks('+447700900599', pedicure, mei, added.start);
      }
    };
    const response = await book(
      visitor,
      [
        { service: manicure, employee: hannah },
        { service: pedicure, employee: mei },
      ],
      '2026-01-14T10:00:00Z',
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'slot_taken' });
    expect((await mine(visitor)).upcoming).toEqual([]);
    // The manicure's cells were released; the whole visit no longer fits at 10:00, but still at 09:30 and 11:30.
    expect((await visitTimes(`${manicure}@${hannah}`, wednesday)).map((entry) => entry.time)).toContain('10:00');
    const visit = (await visitTimes(`${manicure}@${hannah},${pedicure}@${mei}`, wednesday)).map((entry) => entry.time);
    expect(visit).not.toContain('10:00');
    expect(visit).not.toContain('09:30'); // its pedicure would start at 10:30, into the one just booked
    expect(visit).toContain('11:00');
  });

  it('moves a visit to another time it fits, with the same calendar UID and a higher SEQUENCE', async () => {
    await open();
    const visitor = await signedIn('+447700900504');
    const visit = [
      { service: manicure, employee: hannah },
      { service: pedicure, employee: mei },
    ];
    const { appointment } = (await (await book(visitor, visit, '2026-01-14T10:00:00Z')).json()) as {
      appointment: Appointment;
    };
    const calendar = async () => {
      const response = await visitor.send(
        (request) => kit.calendar(request, appointment.id),
        `/api/booking/appointments/${appointment.id}/calendar`,
      );
      expect(response.status).toBe(200);
      return new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!;
    };
    const before = await calendar();
    expect(before.getFirstPropertyValue('dtstart')?.toString()).toBe('2026-01-14T10:00:00');
    expect(before.getFirstPropertyValue('dtend')?.toString()).toBe('2026-01-14T12:00:00');
    expect(String(before.getFirstPropertyValue('description'))).toContain('Classic Pedicure');

    const moved = await visitor.send(
      (request) => kit.appointments.move(request, appointment.id),
      `/api/booking/appointments/${appointment.id}`,
      { method: 'PUT', body: { start: '2026-01-15T15:00:00Z' } },
    );
    expect(moved.status).toBe(200);
    const after = (await moved.json()).appointment as Appointment;
    expect(after.id).toBe(appointment.id);
    expect(after.services.map((service) => [service.employeeId, service.start])).toEqual([
      [hannah, '2026-01-15T15:00:00.000Z'],
      [mei, '2026-01-15T16:00:00.000Z'],
    ]);
    const listed = await mine(visitor);
    expect(listed.upcoming.map((item) => item.start)).toEqual(['2026-01-15T15:00:00.000Z']);
    // The old time is free again, the new one taken.
    expect(
      (await visitTimes(`${manicure}@${hannah},${pedicure}@${mei}`, wednesday)).map((entry) => entry.time),
    ).toContain('10:00');
    expect(
      (await visitTimes(`${manicure}@${hannah},${pedicure}@${mei}`, '2026-01-15')).map((entry) => entry.time),
    ).not.toContain('15:00');

    const later = await calendar();
    expect(later.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
    expect(Number(later.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(before.getFirstPropertyValue('sequence')),
    );
    expect(later.getFirstPropertyValue('dtstart')?.toString()).toBe('2026-01-15T15:00:00');
  });

  it('keeps the booking where it was when another visitor takes the new time first', async () => {
    await open();
    const visitor = await signedIn('+447700900505');
    const visit = [
      { service: manicure, employee: hannah },
      { service: pedicure, employee: mei },
    ];
    const { appointment } = (await (await book(visitor, visit, '2026-01-14T10:00:00Z')).json()) as {
      appointment: Appointment;
    };
    intercept = async (request) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === `/appointments/${appointment.id}`) {
        intercept = undefined;
        await someoneElseBooks('+447700900598', pedicure, mei, '2026-01-15T16:00:00Z');
      }
    };
    const moved = await visitor.send(
      (request) => kit.appointments.move(request, appointment.id),
      `/api/booking/appointments/${appointment.id}`,
      { method: 'PUT', body: { start: '2026-01-15T15:00:00Z' } },
    );
    expect(moved.status).toBe(409);
    const listed = await mine(visitor);
    expect(listed.upcoming).toHaveLength(1);
    expect(listed.upcoming[0]!.services.map((service) => service.start)).toEqual([
      '2026-01-14T10:00:00.000Z',
      '2026-01-14T11:00:00.000Z',
    ]);
    // Still holding its old time: the visit does not fit there for anyone else.
    expect(
      (await visitTimes(`${manicure}@${hannah},${pedicure}@${mei}`, wednesday)).map((entry) => entry.time),
    ).not.toContain('10:00');
  });

  it('refuses to move a booking within the cancellation window, and someone else’s', async () => {
    await open('2026-01-13T09:00:00Z');
    const visitor = await signedIn('+447700900506');
    const { appointment } = (await (
      await book(visitor, [{ service: manicure, employee: hannah }], '2026-01-14T10:00:00Z')
    ).json()) as { appointment: Appointment };
    const move = (who: Visitor) =>
      who.send(
        (request) => kit.appointments.move(request, appointment.id),
        `/api/booking/appointments/${appointment.id}`,
        {
          method: 'PUT',
          body: { start: '2026-01-20T10:00:00Z' },
        },
      );
    const refused = await move(visitor);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'cancellation_window' });
    expect((await move(await signedIn('+447700900507'))).status).toBe(404);
    const malformed = await visitor.send(
      (request) => kit.appointments.move(request, appointment.id),
      `/api/booking/appointments/${appointment.id}`,
      {
        method: 'PUT',
        body: { start: 'tomorrow' },
      },
    );
    expect(malformed.status).toBe(400);
  });

  it.each([
    ['2026-03-29', '09:00', '10:00'], // the spring Sunday: 10:00 BST is 09:00 UTC
    ['2026-10-25', '10:00', '11:00'], // the autumn Sunday: 10:00 GMT is 10:00 UTC
  ])('books a visit on the clock-change Sunday %s at the salon’s 10:00', async (date, first, second) => {
    await open(`${date.slice(0, 8)}01T08:00:00Z`);
    const visitor = await signedIn('+447700900508');
    const times = await visitTimes(`${manicure}@${mei},${brows}@${chloe}`, date);
    expect(times[0]).toMatchObject({ time: '10:00', start: `${date}T${first}:00.000Z` });
    const response = await book(
      visitor,
      [
        { service: manicure, employee: mei },
        { service: brows, employee: chloe },
      ],
      times[0]!.start,
    );
    expect(response.status).toBe(201);
    const { appointment } = (await response.json()) as { appointment: Appointment };
    expect(appointment.services.map((service) => service.start)).toEqual([
      `${date}T${first}:00.000Z`,
      `${date}T${second}:00.000Z`,
    ]);
  });

  it.each([
    ['visit', '/api/booking/visit-times?date=2026-01-14'],
    ['visit', `/api/booking/visit-times?visit=${manicure}@a%20b&date=2026-01-14`],
    ['visit', `/api/booking/visit-times?visit=1,2,3,4,5,6&date=2026-01-14`],
    ['date', `/api/booking/visit-times?visit=${manicure}&date=2026-02-30`],
  ])('answers 400 naming %s', async (field, path) => {
    await open();
    const response = await kit.visitor().send(kit.visit.times, path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });
});
