/**
 * The site's own caps on booking, held before the booking system is asked for a draft, and
 * its answer to an appointment that changed meanwhile, on both engines: at most two
 * bookings of one client under way (of five sent at once, two reach the booking system),
 * at most `maxUpcomingAppointments` upcoming (the site refuses before any draft, whatever
 * the booking system would allow), and a lease given back however a booking ends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import { createSiteKit, type BookingIntercept, type Visitor } from '@/lib/site-setup/site-test-kit';
import { createAppointmentsHandlers } from './appointments-handler';

const amelia = '40012'; // Monday to Friday 09:30-20:00, break 13:30-14:00
const rootsTouchUp = '1008'; // 60 minutes
const hannah = '40033'; // nails: Monday to Friday 09:30-20:00
const layla = '40040'; // brows: Tuesday to Saturday 09:30-20:00
const manicure = '1202'; // 60 minutes
const brows = '1103'; // 60 minutes
const starts = ['09:30', '10:30', '11:30', '12:30', '14:00', '15:00'].map((time) => `2026-01-13T${time}:00Z`);

describe.each(databaseEngines)('the site’s caps on booking, on %s', { timeout: 30_000 }, (engine) => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  let intercept: BookingIntercept | undefined;
  afterEach(async () => {
    intercept = undefined;
    await kit.close();
  });

  async function open(maxUpcomingAppointments: number) {
    kit = await createSiteKit('2026-01-05T08:00:00Z', {
      engine,
      intercept: (request) => intercept?.(request) ?? Promise.resolve(),
    });
    return createAppointmentsHandlers(kit.deps, { maxUpcomingAppointments });
  }

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

  const isDraft = (request: Request) => request.method === 'POST' && new URL(request.url).pathname === '/appointments';
  const leases = async () => (await kit.db.selectFrom('booking_leases').select('id').execute()).length;

  it('lets two of five bookings sent at once by one client reach the booking system, and refuses three', async () => {
    const handlers = await open(6);
    const visitor = await signedIn('+447700900601');
    let letThrough = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const held: Request[] = [];
    const answered: Response[] = [];
    let changed = () => {};
    const progress = () => new Promise<void>((resolve) => (changed = resolve));
    intercept = async (request) => {
      if (!isDraft(request)) return;
      held.push(request);
      changed();
      await gate;
    };
    const bookings = starts.slice(0, 5).map((start) =>
      visitor
        .send(handlers.book, '/api/booking/appointments', {
          method: 'POST',
          body: { service: rootsTouchUp, employee: amelia, start },
        })
        .then((response) => {
          answered.push(response);
          changed();
          return response;
        }),
    );
    // Wait until three are answered while two wait at the booking system (or a third gets there).
    while ((answered.length < 3 || held.length < 2) && held.length <= 2) await progress();
    expect(held).toHaveLength(2);
    expect(answered.map((response) => response.status)).toEqual([422, 422, 422]);
    for (const response of answered) expect(await response.clone().json()).toMatchObject({ error: 'too_many_drafts' });
    letThrough();
    const statuses = (await Promise.all(bookings)).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 422, 422, 422]);
    expect(await leases()).toBe(0);
  });

  it('books a visit once: of two overlapping bookings sent at once (two masters) one is booked, the other refused', async () => {
    const handlers = await open(6);
    const visitor = await signedIn('+447700900604');
    const book = (service: string, employee: string, start: string) =>
      visitor.send(handlers.book, '/api/booking/appointments', {
        method: 'POST',
        body: { service, employee, start },
      });
    // The first to reach the booking system waits there: the other, sent meanwhile, must be refused without a draft.
    let letThrough = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const held: Request[] = [];
    const answered: Response[] = [];
    let changed = () => {};
    const progress = () => new Promise<void>((resolve) => (changed = resolve));
    intercept = async (request) => {
      if (!isDraft(request)) return;
      held.push(request);
      changed();
      if (held.length === 1) await gate;
    };
    const sent = [book(manicure, hannah, '2026-01-13T10:00:00Z'), book(brows, layla, '2026-01-13T10:30:00Z')].map(
      (answer) =>
        answer.then((response) => {
          answered.push(response);
          changed();
          return response;
        }),
    );
    while (answered.length === 0 && held.length < 2) await progress();
    // Refused while nothing is booked yet: by the time the other's lease claimed.
    expect(held.length).toBeLessThanOrEqual(1);
    expect(answered.map((response) => response.status)).toEqual([409]);
    letThrough();
    const both = await Promise.all(sent);
    intercept = undefined;
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: 'overlaps_own', field: 'start' });
    // Afterwards, an overlap with the booked appointment (another master) is refused too; the next hour is free.
    const booked = both.find((response) => response.status === 201)!;
    const { appointment } = (await booked.json()) as { appointment: { services: { employeeId: string }[] } };
    const other = appointment.services[0]!.employeeId === hannah ? [brows, layla] : [manicure, hannah];
    const later = await book(other[0]!, other[1]!, '2026-01-13T10:30:00Z');
    expect(later.status).toBe(409);
    expect(await later.json()).toMatchObject({ error: 'overlaps_own' });
    expect((await book(other[0]!, other[1]!, '2026-01-13T11:30:00Z')).status).toBe(201);
    expect(await leases()).toBe(0);
  });

  it('refuses a booking past the cap on upcoming ones before any draft, saying the cap', async () => {
    const handlers = await open(2);
    const visitor = await signedIn('+447700900602');
    const book = (start: string) =>
      visitor.send(handlers.book, '/api/booking/appointments', {
        method: 'POST',
        body: { service: rootsTouchUp, employee: amelia, start },
      });
    expect((await book(starts[0]!)).status).toBe(201);
    // A booking that fails (the time is taken) gives its lease back like one that succeeds.
    expect((await book(starts[0]!)).status).toBe(409);
    expect((await book(starts[1]!)).status).toBe(201);
    const drafts: Request[] = [];
    intercept = async (request) => void (isDraft(request) && drafts.push(request));
    const refused = await book(starts[2]!);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: 'too_many_upcoming', max: 2 });
    expect(drafts).toEqual([]);
    expect(await leases()).toBe(0);
  });

  it('answers 409 appointment_changed to a move of an appointment cancelled meanwhile, in either order', async () => {
    const handlers = await open(6);
    const visitor = await signedIn('+447700900603');
    const booked = await visitor.send(handlers.book, '/api/booking/appointments', {
      method: 'POST',
      body: { service: rootsTouchUp, employee: amelia, start: starts[0] },
    });
    const { appointment } = await booked.json();
    const move = () =>
      visitor.send((request) => handlers.move(request, appointment.id), `/api/booking/appointments/${appointment.id}`, {
        method: 'PUT',
        body: { start: starts[4] },
      });
    const cancel = () =>
      visitor.send(
        (request) => handlers.cancel(request, appointment.id),
        `/api/booking/appointments/${appointment.id}`,
        { method: 'DELETE' },
      );
    // The cancel lands after the site read the appointment, before the booking system moves it.
    intercept = async (request) => {
      if (request.method !== 'PUT') return;
      intercept = undefined;
      expect((await cancel()).status).toBe(200);
    };
    const overtaken = await move();
    expect(overtaken.status).toBe(409);
    expect(await overtaken.json()).toMatchObject({ error: 'appointment_changed' });
    // Asked again, the site sees it cancelled already: the same answer.
    const again = await move();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'appointment_changed' });
  });
});
