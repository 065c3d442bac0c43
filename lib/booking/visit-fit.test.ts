import { describe, expect, it } from 'vitest';
import { salonWallClock, wallClockToUtc } from './salon-time';
import { fitVisit, type VisitPart } from './visit-fit';

const zone = 'Europe/London';
const at = (date: string, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return wallClockToUtc(date, hours! * 60 + minutes!, zone);
};
const wall = (instant: number) => {
  const clock = salonWallClock(instant, zone);
  return `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}`;
};
const part = (serviceId: string, durationMinutes: number, free: Record<string, number[]>): VisitPart => ({
  serviceId,
  durationMinutes,
  free: Object.entries(free).map(([employeeId, starts]) => ({ employeeId, starts })),
});

describe('fitVisit', () => {
  const date = '2026-01-13';
  const times = (...hhmm: string[]) => hhmm.map((time) => at(date, time));

  it('offers the starts at which two services over two masters fit back to back', () => {
    const visit = fitVisit(
      [
        part('manicure', 60, { anna: times('10:00', '10:30', '11:00', '14:00') }),
        part('pedicure', 60, { bella: times('11:00', '12:00', '12:30') }),
      ],
      zone,
    );
    expect(visit.map((fitted) => wall(fitted.start))).toEqual(['10:00', '11:00']);
    expect(visit[0]).toEqual({
      start: at(date, '10:00'),
      end: at(date, '12:00'),
      services: [
        { serviceId: 'manicure', employeeId: 'anna', start: at(date, '10:00'), end: at(date, '11:00') },
        { serviceId: 'pedicure', employeeId: 'bella', start: at(date, '11:00'), end: at(date, '12:00') },
      ],
    });
  });

  it('rounds each service up to whole half hours before the next starts, and ends the visit at its real end', () => {
    const visit = fitVisit(
      [part('brows', 45, { anna: times('10:00') }), part('lashes', 30, { anna: times('10:45', '11:00') })],
      zone,
    );
    expect(visit).toHaveLength(1);
    expect(visit[0]!.services.map((service) => wall(service.start))).toEqual(['10:00', '11:00']);
    expect(wall(visit[0]!.end)).toBe('11:30');
  });

  it('chains three services, taking for each the first listed master free at its start', () => {
    const visit = fitVisit(
      [
        part('a', 30, { anna: times('09:30', '10:00') }),
        part('b', 90, { bella: times('10:30'), anna: times('10:00', '10:30') }),
        part('c', 60, { anna: times('12:00'), bella: times('12:00', '13:30') }),
      ],
      zone,
    );
    expect(visit.map((fitted) => wall(fitted.start))).toEqual(['10:00']);
    expect(visit[0]!.services.map((service) => service.employeeId)).toEqual(['anna', 'bella', 'anna']);
    expect(wall(visit[0]!.end)).toBe('13:00');
  });

  it('offers nothing when the last service would not fit before closing', () => {
    // The master's free starts for the second service stop where it would run past closing time.
    const visit = fitVisit(
      [part('colour', 90, { anna: times('17:30', '18:00') }), part('blow-dry', 60, { anna: times('18:30') })],
      zone,
    );
    expect(visit.map((fitted) => wall(fitted.start))).toEqual([]);
  });

  it('drops starts off the half-hour grid and answers nothing for an empty visit', () => {
    expect(
      fitVisit([part('a', 30, { anna: [at(date, '10:15'), at(date, '10:30')] })], zone).map((v) => wall(v.start)),
    ).toEqual(['10:30']);
    expect(fitVisit([], zone)).toEqual([]);
  });

  it('chains in real minutes across the spring clock change (last Sunday of March)', () => {
    const day = '2026-03-29';
    // 00:30 GMT, then an hour later the clocks read 02:30 BST.
    const visit = fitVisit(
      [part('a', 60, { anna: [at(day, '00:30')] }), part('b', 30, { anna: [at(day, '02:30')] })],
      zone,
    );
    expect(visit).toHaveLength(1);
    expect(visit[0]!.services[1]!.start - visit[0]!.services[0]!.start).toBe(60 * 60_000);
    expect(wall(visit[0]!.end)).toBe('03:00');
    // A salon day's times on that Sunday are an hour earlier in UTC than the day before.
    const sunday = fitVisit(
      [part('a', 60, { anna: [at(day, '10:00')] }), part('b', 60, { anna: [at(day, '11:00')] })],
      zone,
    );
    expect(new Date(sunday[0]!.start).toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(new Date(sunday[0]!.end).toISOString()).toBe('2026-03-29T11:00:00.000Z');
  });

  it('chains in real minutes across the autumn clock change (last Sunday of October)', () => {
    const day = '2026-10-25';
    const first = Date.UTC(2026, 9, 25, 0, 0); // 01:00 BST
    const second = Date.UTC(2026, 9, 25, 1, 0); // 01:00 GMT, an hour later
    const visit = fitVisit([part('a', 60, { anna: [first] }), part('b', 60, { anna: [second] })], zone);
    expect(visit).toHaveLength(1);
    expect(visit[0]!.services.map((service) => wall(service.start))).toEqual(['01:00', '01:00']);
    const sunday = fitVisit(
      [part('a', 30, { anna: [at(day, '10:00')] }), part('b', 30, { bella: [at(day, '10:30')] })],
      zone,
    );
    expect(new Date(sunday[0]!.services[1]!.start).toISOString()).toBe('2026-10-25T10:30:00.000Z');
  });
});
