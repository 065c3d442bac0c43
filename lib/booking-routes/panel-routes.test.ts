/**
 * The routes the booking panel adds to the booking API: the days of a stretch with free
 * times, an appointment as an `.ics` file, and the access token for the booking widget.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';

const amelia = '40012'; // Monday to Friday 09:30-20:00
const rootsTouchUp = '1008'; // 60 minutes

let kit: Awaited<ReturnType<typeof createSiteKit>>;
afterEach(() => kit.close());

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

describe('GET /api/booking/availability', () => {
  it('counts the free starts of each day and lists the masters who take the service', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z'); // a Monday
    const response = await kit
      .visitor()
      .send(kit.availability, `/api/booking/availability?service=${rootsTouchUp}&employee=${amelia}&days=7`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.timeZone).toBe('Europe/London');
    expect(body.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
    const free = Object.fromEntries(body.days.map((day: { date: string; free: number }) => [day.date, day.free]));
    // Amelia works Monday to Friday; the weekend has nothing.
    expect(free['2026-01-06']).toBeGreaterThan(10);
    expect(free['2026-01-10']).toBe(0);
    expect(free['2026-01-11']).toBe(0);
    expect(body.employees).toEqual([amelia]);

    const any = await (
      await kit.visitor().send(kit.availability, `/api/booking/availability?service=${rootsTouchUp}&days=3`)
    ).json();
    expect(any.employees.sort()).toEqual(['40012', '40027']);
  });

  it('starts at today when asked for a day in the past', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z');
    const body = await (
      await kit
        .visitor()
        .send(kit.availability, `/api/booking/availability?service=${rootsTouchUp}&from=2025-12-01&days=2`)
    ).json();
    expect(body.days[0].date).toBe('2026-01-05');
  });

  it('stops at the booking horizon: the stretch is cut at its last day, and a later first day is refused', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z'); // the horizon's last day: 2026-04-04
    const visitor = kit.visitor();
    const cut = await visitor.send(
      kit.availability,
      `/api/booking/availability?service=${rootsTouchUp}&from=2026-04-02&days=14`,
    );
    expect(cut.status).toBe(200);
    const body = await cut.json();
    expect(body.lastDay).toBe('2026-04-04');
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(['2026-04-02', '2026-04-03', '2026-04-04']);
    for (const from of ['2026-04-05', '2099-01-01']) {
      const refused = await visitor.send(
        kit.availability,
        `/api/booking/availability?service=${rootsTouchUp}&from=${from}`,
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'from', lastDay: '2026-04-04' });
    }
  });

  it('answers 429 with Retry-After past 30 questions a minute from one address, not to others', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z');
    const path = `/api/booking/availability?service=${rootsTouchUp}&employee=${amelia}&days=1`;
    const visitor = kit.visitor('203.0.113.7');
    for (let index = 0; index < 30; index += 1) expect((await visitor.send(kit.availability, path)).status).toBe(200);
    const calls = vi.spyOn(kit.client, 'freeTime');
    const refused = await visitor.send(kit.availability, path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(calls).not.toHaveBeenCalled();
    expect((await kit.visitor('203.0.113.8').send(kit.availability, path)).status).toBe(200);
    kit.clock.now += 60_000;
    expect((await visitor.send(kit.availability, path)).status).toBe(200);
  });

  it('shares one set of booking-system calls between identical questions asked at once', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z');
    const calls = vi.spyOn(kit.client, 'freeTime');
    const path = `/api/booking/availability?service=${rootsTouchUp}&employee=${amelia}&days=5`;
    const answers = await Promise.all([
      kit.visitor('203.0.113.1').send(kit.availability, path),
      kit.visitor('203.0.113.2').send(kit.availability, path),
      kit.visitor('203.0.113.3').send(kit.availability, path),
    ]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(calls).toHaveBeenCalledTimes(5);
    // Another question has its own calls, and nothing is kept once answered.
    await kit.visitor().send(kit.availability, `${path}&from=2026-01-12`);
    await kit.visitor().send(kit.availability, path);
    expect(calls).toHaveBeenCalledTimes(15);
  });

  it.each([
    ['service', '/api/booking/availability?days=3'],
    ['employee', `/api/booking/availability?service=${rootsTouchUp}&employee=a%20b`],
    ['days', `/api/booking/availability?service=${rootsTouchUp}&days=0`],
    ['days', `/api/booking/availability?service=${rootsTouchUp}&days=32`],
    ['days', `/api/booking/availability?service=${rootsTouchUp}&days=two`],
    ['from', `/api/booking/availability?service=${rootsTouchUp}&from=2026-02-30`],
  ])('answers 400 naming %s', async (field, path) => {
    kit = await createSiteKit('2026-01-05T08:00:00Z');
    const response = await kit.visitor().send(kit.availability, path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });
});

describe('GET /api/booking/appointments/{id}/calendar', () => {
  it('gives the client their own appointment as iCalendar, and nobody else', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z');
    const visitor = await signedIn('+447700900301');
    const booked = await visitor.send(kit.appointments.book, '/api/booking/appointments', {
      method: 'POST',
      body: { service: rootsTouchUp, employee: amelia, start: '2026-01-12T10:00:00Z' },
    });
    const { appointment } = await booked.json();
    const path = `/api/booking/appointments/${appointment.id}/calendar`;

    const response = await kit.calendar(visitor.request(path), appointment.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="booking-.+\.ics"$/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!), 'Europe/London');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-01-12T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-01-12T11:00:00.000Z');
    expect(event.summary).toMatch(/Backstage Chelsea$/);
    expect(event.description).toContain('Master: Amelia Hart');
    expect(event.description).toMatch(/^Price: £\d+/m);
    expect(event.location).toContain("King's Road");

    // Asked for from a Ukrainian page, the file's own words are Ukrainian (the salon's
    // content, such as service names, stays as the salon wrote it).
    const ukrainian = new ICAL.Component(
      ICAL.parse(await (await kit.calendar(visitor.request(path), appointment.id, 'uk')).text()),
    );
    const translated = new ICAL.Event(ukrainian.getFirstSubcomponent('vevent')!);
    expect(translated.description).toContain('Майстер: Amelia Hart');
    // Money as the catalogue prints it, in Ukrainian too: £, a space between thousands.
    expect(translated.description).toMatch(/^Вартість: £\d{1,3}( \d{3})*$/m);
    expect(translated.description).not.toContain('Master:');
    expect(translated.startDate.toJSDate().toISOString()).toBe('2026-01-12T10:00:00.000Z');

    const stranger = await signedIn('+447700900302');
    expect((await kit.calendar(stranger.request(path), appointment.id)).status).toBe(404);
    expect((await kit.calendar(kit.visitor().request(path), appointment.id)).status).toBe(401);
    expect((await kit.calendar(visitor.request(path), 'a b')).status).toBe(400);
  });
});

describe('POST /api/auth/widget-token', () => {
  it('hands the signed-in client’s access token to the site’s own page when a widget is configured', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z', { widgetUrl: 'https://widget.example/' });
    const visitor = await signedIn('+447700900303');
    const response = await visitor.send(kit.auth.widgetToken, '/api/auth/widget-token', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(JSON.parse(text).token).toBe(visitor.token('bs_access'));
    expect(text).not.toContain(visitor.token('bs_refresh'));

    const foreign = await visitor.send(kit.auth.widgetToken, '/api/auth/widget-token', {
      method: 'POST',
      headers: { origin: 'https://widget.example' },
    });
    expect(foreign.status).toBe(403);
    const anonymous = await kit.visitor().send(kit.auth.widgetToken, '/api/auth/widget-token', { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('does not exist without a widget', async () => {
    kit = await createSiteKit('2026-01-05T08:00:00Z');
    const visitor = await signedIn('+447700900304');
    expect((await visitor.send(kit.auth.widgetToken, '/api/auth/widget-token', { method: 'POST' })).status).toBe(404);
  });
});
