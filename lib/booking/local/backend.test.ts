/**
 * The embedded booking backend through the booking client, on its own database: free time
 * from schedules, breaks and bookings; refusals with their reasons; the clock changes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import type { SessionTokens } from '../types';
import { createEmbeddedKit, type EmbeddedKit } from './embedded-test-kit';

const amelia = '40012'; // Senior colourist: Monday to Friday 09:30-20:00, break 13:30-14:00
const sofia = '40027'; // Colourist: Tue, Wed, Thu, Sat 09:30-20:00 (break 13:00-13:30), Sunday 10:00-18:00
const rootsTouchUp = '1008'; // 60 minutes
const rootColour = '1002'; // 90 minutes

describe.each(databaseEngines)('the embedded booking backend on %s', (engine) => {
  let kit: EmbeddedKit;
  beforeEach(async () => {
    kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine);
  });
  afterEach(() => kit.close());

  async function times(serviceId: string, employeeId: string, date: string) {
    const result = await kit.client.freeTime({ locationId: '500', serviceId, employeeId, date });
    if (!result.ok) throw new Error(JSON.stringify(result.failure));
    return result.value[0]!.starts;
  }

  /** UTC ISO strings of `HH:MM` wall-clock times on a date with a fixed offset. */
  const at = (date: string, offset: string, ...hhmm: string[]) =>
    hhmm.map((time) => new Date(`${date}T${time}:00${offset}`).toISOString());

  async function book(session: SessionTokens, serviceId: string, employeeId: string, start: string) {
    const token = session.accessToken;
    const created = await kit.client.createAppointment({ locationId: '500', clientId: session.clientId }, token);
    if (!created.ok) throw new Error(JSON.stringify(created.failure));
    const added = await kit.client.addService({ appointmentId: created.value.id, serviceId, employeeId, start }, token);
    // A refused draft is given up, as the site does: a client has at most two under way.
    if (!added.ok) {
      await kit.client.updateAppointment(created.value.id, { state: 'canceled' }, token);
      return added;
    }
    return kit.client.bookAppointment(created.value.id, token);
  }

  describe('embedded booking backend', () => {
    it('lists the salon, its services and only its public, current masters', async () => {
      const locations = await kit.client.locations();
      expect(locations.ok && locations.value).toEqual([
        expect.objectContaining({ id: '500', name: 'Backstage Chelsea', timeZone: 'Europe/London', active: true }),
      ]);
      const services = await kit.client.services();
      expect(services.ok && services.value.find((service) => service.id === 'air-touch-long')).toMatchObject({
        durationMinutes: 210,
        prices: [{ locationId: '500', price: 440 }],
        currency: 'GBP',
      });
      expect(services.ok && services.value.find((service) => service.id === rootColour)).toMatchObject({
        durationMinutes: 90,
      });
      // A "90 minutes" price option lasts 90 minutes.
      expect(
        services.ok && services.value.find((service) => service.id === 'deep-tissue-massage-90-min')?.durationMinutes,
      ).toBe(90);
      const employees = await kit.client.employees();
      const ids = employees.ok ? employees.value.map((employee) => employee.id) : [];
      expect(ids).toContain(amelia);
      expect(ids).not.toContain('40019'); // archived
      expect(ids).not.toContain('40060'); // not public
      const settings = await kit.client.settings();
      expect(settings.ok && settings.value.cancellationHours).toBe(48);
    });

    it('keeps every master within the salon’s opening hours, breaks inside working time', async () => {
      const employees = await kit.client.employees();
      for (const employee of employees.ok ? employees.value : []) {
        for (const day of employee.schedules['500'] ?? []) {
          const [opens, closes] = day.weekday === 7 ? ['10:00', '18:00'] : ['09:30', '20:00'];
          expect(day.start >= opens && day.end <= closes, `${employee.name} on day ${day.weekday}`).toBe(true);
          for (const pause of day.breaks) expect(pause.start >= day.start && pause.end <= day.end).toBe(true);
        }
      }
    });

    it('computes a day’s free time around a break and an existing booking', async () => {
      const monday = '2026-01-12';
      const token = await kit.signIn('+447700900001');
      const booked = await book(token, rootsTouchUp, amelia, `${monday}T10:00:00Z`);
      expect(booked.ok).toBe(true);
      expect(await times(rootsTouchUp, amelia, monday)).toEqual(
        at(
          monday,
          'Z',
          '11:00',
          '11:30',
          '12:00',
          '12:30',
          '14:00',
          '14:30',
          '15:00',
          '15:30',
          '16:00',
          '16:30',
          '17:00',
          '17:30',
          '18:00',
          '18:30',
          '19:00',
        ),
      );
    });

    it('offers a 90-minute service only where it ends by closing time, and refuses a later start', async () => {
      const friday = '2026-01-16';
      const starts = await times(rootColour, amelia, friday);
      expect(starts.at(-1)).toBe(`${friday}T18:30:00.000Z`);
      expect(starts).not.toContain(`${friday}T12:30:00.000Z`); // would run into the 13:30 break
      const token = await kit.signIn('+447700900002');
      const late = await book(token, rootColour, amelia, `${friday}T19:00:00Z`);
      expect(!late.ok && late.failure).toMatchObject({ kind: 'rejected', status: 422, code: 'too_short_for_service' });
    });

    it('refuses a past start, a day off, a start across a break and an off-grid start, each with its reason', async () => {
      const token = await kit.signIn('+447700900003');
      const cases: [string, string, string][] = [
        ['2026-01-02T10:00:00Z', amelia, 'slot_in_past'],
        ['2026-01-10T10:00:00Z', amelia, 'outside_schedule'], // a Saturday: Amelia's day off
        ['2026-01-12T08:00:00Z', amelia, 'outside_schedule'], // before she starts
        ['2026-01-12T13:00:00Z', amelia, 'crosses_break'],
        ['2026-01-12T10:15:00Z', amelia, 'slot_off_grid'],
      ];
      for (const [start, employee, code] of cases) {
        const result = await book(token, rootsTouchUp, employee, start);
        expect(!result.ok && result.failure, start).toMatchObject({ kind: 'rejected', code });
      }
    });

    it('keeps salon hours on the clock-change Sundays (last Sunday of March and of October)', async () => {
      // British Summer Time begins: 10:00 in London is 09:00 UTC.
      const spring = await times(rootsTouchUp, sofia, '2026-03-29');
      expect(spring[0]).toBe('2026-03-29T09:00:00.000Z');
      expect(spring.at(-1)).toBe('2026-03-29T16:00:00.000Z'); // 17:00 BST, ends at 18:00
      expect(spring).not.toContain('2026-03-29T12:00:00.000Z'); // 13:00 BST, the break
      // The day before is still GMT.
      expect((await times(rootsTouchUp, sofia, '2026-03-28'))[0]).toBe('2026-03-28T09:30:00.000Z');
      // Back to GMT: 10:00 in London is 10:00 UTC.
      const autumn = await times(rootsTouchUp, sofia, '2026-10-25');
      expect(autumn[0]).toBe('2026-10-25T10:00:00.000Z');
      expect(autumn.at(-1)).toBe('2026-10-25T17:00:00.000Z');
      expect(autumn).toHaveLength(13); // 10:00-13:00 and 13:30-17:00, hourly service, half-hour steps

      const token = await kit.signIn('+447700900004');
      const booked = await book(token, rootsTouchUp, sofia, '2026-03-29T10:00:00+01:00');
      expect(booked.ok && booked.value.start).toBe('2026-03-29T09:00:00.000Z');
      expect(await times(rootsTouchUp, sofia, '2026-03-29')).not.toContain('2026-03-29T09:00:00.000Z');
    });

    it('lets exactly one of two clients take the same master at the same time', async () => {
      const first = await kit.signIn('+447700900005');
      const second = await kit.signIn('+447700900006');
      const results = await Promise.all([
        book(first, rootsTouchUp, amelia, '2026-01-13T11:00:00Z'),
        book(second, rootsTouchUp, amelia, '2026-01-13T11:30:00Z'), // overlaps the first by half an hour
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ failure: { status: 409, code: 'slot_taken' } });
    });

    it('cancels outside the 48-hour window and refuses inside it, freeing the time', async () => {
      const token = await kit.signIn('+447700900007');
      const booked = await book(token, rootsTouchUp, amelia, '2026-01-14T15:00:00Z');
      if (!booked.ok) throw new Error('booking failed');
      kit.clock.now = Date.parse('2026-01-12T14:59:00Z'); // 48 h 1 min before
      const later = await kit.signIn('+447700900007'); // a week on, the first access token has expired
      const cancelled = await kit.client.updateAppointment(booked.value.id, { state: 'canceled' }, later.accessToken);
      expect(cancelled.ok && cancelled.value.state).toBe('canceled');
      expect(await times(rootsTouchUp, amelia, '2026-01-14')).toContain('2026-01-14T15:00:00.000Z');

      const again = await book(later, rootsTouchUp, amelia, '2026-01-14T15:00:00Z');
      if (!again.ok) throw new Error('booking again failed');
      kit.clock.now = Date.parse('2026-01-12T15:01:00Z'); // 47 h 59 min before
      const refused = await kit.client.updateAppointment(again.value.id, { state: 'canceled' }, later.accessToken);
      expect(!refused.ok && refused.failure).toMatchObject({ status: 422, code: 'cancellation_window' });
    });

    it('shows a client only their own appointments', async () => {
      const mine = await kit.signIn('+447700900008');
      const theirs = await kit.signIn('+447700900009');
      const booked = await book(mine, rootsTouchUp, amelia, '2026-01-15T09:30:00Z');
      expect(booked.ok).toBe(true);
      const own = await kit.client.clientAppointments(mine.clientId, mine.accessToken);
      expect(own.ok && own.value.map((appointment) => appointment.state)).toEqual(['booked']);
      const other = await kit.client.clientAppointments(mine.clientId, theirs.accessToken);
      expect(!other.ok && other.failure).toMatchObject({ status: 403 });
      if (!booked.ok) return;
      const hijack = await kit.client.updateAppointment(booked.value.id, { state: 'canceled' }, theirs.accessToken);
      expect(!hijack.ok && hijack.failure).toMatchObject({ status: 404 });
    });

    it('signs in by text-message code: wrong codes count down, the fifth ends the code', async () => {
      const phone = '+447700900010';
      const sent = await kit.client.sendCode(phone);
      if (!sent.ok) throw new Error('no code');
      const code = await kit.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const confirm = (value: string) =>
        kit.client.confirmCode({ authId: sent.value.authId, code: value, locationId: '500' });
      for (let left = 4; left >= 0; left -= 1) {
        expect(await confirm(wrong)).toMatchObject({ ok: false, failure: { code: 'wrong_code', attemptsLeft: left } });
      }
      expect(await confirm(code)).toMatchObject({ ok: false, failure: { status: 410, code: 'code_expired' } });
    });

    it('asks a new client to register, then refreshes with a single-use refresh token', async () => {
      const phone = '+447700900011';
      const sent = await kit.client.sendCode(phone);
      if (!sent.ok) throw new Error('no code');
      const code = await kit.lastCode(phone);
      const bare = await kit.client.confirmCode({ authId: sent.value.authId, code, locationId: '500' });
      expect(!bare.ok && bare.failure).toMatchObject({ code: 'registration_required' });
      const tokens = await kit.client.confirmCode({
        authId: sent.value.authId,
        code,
        locationId: '500',
        registration: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', sex: 'Female' },
      });
      if (!tokens.ok) throw new Error('registration failed');
      const me = await kit.client.me(tokens.value.accessToken);
      expect(me.ok && me.value).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        gender: 'female',
        phone,
      });
      const renewed = await kit.client.refresh(tokens.value.refreshToken);
      expect(renewed.ok).toBe(true);
      expect(await kit.client.refresh(tokens.value.refreshToken)).toMatchObject({
        ok: false,
        failure: { kind: 'unauthorized' },
      });
    });
  });
});
