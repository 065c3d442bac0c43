/**
 * One employee's working day as instants, and the two questions the backend asks of it:
 * which starts are free for a service, and why a given start is refused. Time runs in
 * 30-minute cells from each stretch of work; an appointment holds every cell it touches.
 */
import { minutes, wallClockToUtc } from '../salon-time';

export const stepMinutes = 30;
const stepMs = minutes(stepMinutes);

export type ScheduleRow = { kind: 'work' | 'break'; starts_min: number; ends_min: number };
export type Interval = { start: number; end: number };
export type DayPlan = { work: Interval[]; breaks: Interval[] };

export function planDay(rows: ScheduleRow[], date: string, zone: string): DayPlan {
  const toInterval = (row: ScheduleRow): Interval => ({
    start: wallClockToUtc(date, row.starts_min, zone),
    end: wallClockToUtc(date, row.ends_min, zone),
  });
  return {
    work: rows.filter((row) => row.kind === 'work').map(toInterval),
    breaks: rows.filter((row) => row.kind === 'break').map(toInterval),
  };
}

/** The cells an appointment of `durationMinutes` starting at `start` holds. */
export function cellsOf(start: number, durationMinutes: number): number[] {
  const count = Math.ceil(durationMinutes / stepMinutes);
  return Array.from({ length: count }, (_, index) => start + index * stepMs);
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Stretches of work with the breaks taken out. */
function openStretches(plan: DayPlan): Interval[] {
  return plan.work.flatMap((work) => {
    const cuts = plan.breaks.filter((pause) => overlaps(pause, work)).sort((a, b) => a.start - b.start);
    const stretches: Interval[] = [];
    let from = work.start;
    for (const pause of cuts) {
      if (pause.start > from) stretches.push({ start: from, end: pause.start });
      from = Math.max(from, pause.end);
    }
    if (from < work.end) stretches.push({ start: from, end: work.end });
    return stretches;
  });
}

/** Starts (UTC ms) at which the whole service fits in a stretch of work, after `now`, on free cells. */
export function freeStarts(
  plan: DayPlan,
  durationMinutes: number,
  occupied: ReadonlySet<number>,
  now: number,
): number[] {
  const length = Math.ceil(durationMinutes / stepMinutes) * stepMs;
  const starts: number[] = [];
  for (const stretch of openStretches(plan)) {
    for (let start = stretch.start; start + length <= stretch.end; start += stepMs) {
      if (start < now) continue;
      if (cellsOf(start, durationMinutes).every((cell) => !occupied.has(cell))) starts.push(start);
    }
  }
  return starts;
}

export type StartProblem = 'past' | 'off_grid' | 'outside_schedule' | 'crosses_break' | 'too_short';

/** Why the service cannot start at `start` by the schedule alone (other bookings are the database's business). */
export function startProblem(plan: DayPlan, start: number, durationMinutes: number, now: number): StartProblem | null {
  if (start < now) return 'past';
  const work = plan.work.find((interval) => interval.start <= start && start < interval.end);
  if (!work) return 'outside_schedule';
  if ((start - work.start) % stepMs !== 0) return 'off_grid';
  const held = { start, end: start + Math.ceil(durationMinutes / stepMinutes) * stepMs };
  if (plan.breaks.some((pause) => overlaps(pause, held))) return 'crosses_break';
  if (held.end > work.end) return 'too_short';
  return null;
}
