import type { BookingResult } from './result';
import type { EmployeeFreeTime } from './types';
import { daysBetween, earliestStart, findNextFree } from './next-free';

const ok = (value: EmployeeFreeTime[]): BookingResult<EmployeeFreeTime[]> => ({ ok: true, value });

/** A booking system whose free times are `byDay`; it records the days asked. */
function fakeSystem(byDay: Record<string, EmployeeFreeTime[]>, failOn?: string) {
  const asked: string[] = [];
  const ask = async (date: string): Promise<BookingResult<EmployeeFreeTime[]>> => {
    asked.push(date);
    if (date === failOn) return { ok: false, failure: { kind: 'unavailable', reason: 'timeout', status: null } };
    return ok(byDay[date] ?? [{ employeeId: '40012', starts: [] }]);
  };
  return { ask, asked };
}

const horizon = { today: '2026-11-28', lastDay: '2027-02-25' };

describe('daysBetween', () => {
  it('lists each day, across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween(horizon.today, horizon.lastDay)).toHaveLength(90);
  });
});

describe('earliestStart', () => {
  it('is the earliest instant of any master, the first listed winning a tie', () => {
    expect(
      earliestStart([
        { employeeId: 'a', starts: ['2026-11-28T15:00:00.000Z', '2026-11-28T16:00:00.000Z'] },
        { employeeId: 'b', starts: ['2026-11-28T14:30:00.000Z'] },
        { employeeId: 'c', starts: ['2026-11-28T14:30:00.000Z'] },
      ]),
    ).toEqual({ start: '2026-11-28T14:30:00.000Z', employeeId: 'b' });
    expect(earliestStart([{ employeeId: 'a', starts: [] }])).toBeNull();
  });
});

describe('findNextFree', () => {
  it('finds today’s earliest start, asking only the first week', async () => {
    const system = fakeSystem({
      '2026-11-28': [
        { employeeId: '40012', starts: ['2026-11-28T16:00:00.000Z'] },
        { employeeId: '40027', starts: ['2026-11-28T14:30:00.000Z'] },
      ],
      '2026-11-29': [{ employeeId: '40012', starts: ['2026-11-29T09:30:00.000Z'] }],
    });
    expect(await findNextFree(system.ask, horizon)).toEqual({
      ok: true,
      value: { start: '2026-11-28T14:30:00.000Z', employeeId: '40027' },
    });
    expect(system.asked).toEqual(daysBetween('2026-11-28', '2026-12-04'));
  });

  it('takes the first day with a start, even when a later day’s start is earlier in its own day', async () => {
    const system = fakeSystem({
      '2026-12-09': [{ employeeId: '40012', starts: ['2026-12-09T17:00:00.000Z'] }],
      '2026-12-10': [{ employeeId: '40027', starts: ['2026-12-10T09:30:00.000Z'] }],
    });
    expect(await findNextFree(system.ask, horizon)).toEqual({
      ok: true,
      value: { start: '2026-12-09T17:00:00.000Z', employeeId: '40012' },
    });
    expect(system.asked).toHaveLength(14);
  });

  it('is null when nothing is free up to the horizon’s last day, and asks no day past it', async () => {
    const system = fakeSystem({ '2027-02-26': [{ employeeId: '40012', starts: ['2027-02-26T10:00:00.000Z'] }] });
    expect(await findNextFree(system.ask, horizon)).toEqual({ ok: true, value: null });
    expect(system.asked).toHaveLength(90);
    expect(system.asked.at(-1)).toBe('2027-02-25');
  });

  it('ends with the failure of a day it asked', async () => {
    const system = fakeSystem({}, '2026-11-30');
    const answer = await findNextFree(system.ask, horizon);
    expect(answer.ok).toBe(false);
    expect(system.asked).toHaveLength(7);
  });
});
