import { describe, expect, it } from 'vitest';
import { cellsOf, freeStarts, planDay, startProblem, type ScheduleRow } from './day-plan';

const rows: ScheduleRow[] = [
  { kind: 'work', starts_min: 9 * 60 + 30, ends_min: 13 * 60 },
  { kind: 'break', starts_min: 11 * 60, ends_min: 11 * 60 + 30 },
];
const day = '2026-01-12';
const plan = planDay(rows, day, 'Europe/London');
const t = (hhmm: string) => Date.parse(`${day}T${hhmm}:00Z`);

describe('day plan', () => {
  it('holds every 30-minute cell a service touches', () => {
    expect(cellsOf(t('10:00'), 45)).toEqual([t('10:00'), t('10:30')]);
    expect(cellsOf(t('10:00'), 30)).toEqual([t('10:00')]);
  });

  it('fits a 45-minute service around the break and the end of work', () => {
    expect(freeStarts(plan, 45, new Set(), 0)).toEqual([t('09:30'), t('10:00'), t('11:30'), t('12:00')]);
  });

  it('skips held cells and starts already past', () => {
    expect(freeStarts(plan, 30, new Set([t('10:00')]), t('09:45'))).toEqual([
      t('10:30'),
      t('11:30'),
      t('12:00'),
      t('12:30'),
    ]);
  });

  it('names why a start is refused', () => {
    expect(startProblem(plan, t('10:00'), 60, t('10:30'))).toBe('past');
    expect(startProblem(plan, t('09:00'), 30, 0)).toBe('outside_schedule');
    expect(startProblem(plan, t('10:15'), 30, 0)).toBe('off_grid');
    expect(startProblem(plan, t('10:30'), 60, 0)).toBe('crosses_break');
    expect(startProblem(plan, t('11:00'), 30, 0)).toBe('crosses_break');
    expect(startProblem(plan, t('12:30'), 45, 0)).toBe('too_short');
    expect(startProblem(plan, t('12:00'), 60, 0)).toBeNull();
  });
});
