/**
 * The next free time of a service (with any master or one master): the earliest free start
 * on the first salon day, from today to the booking horizon's last day, that has one. Days
 * are asked of the booking system a week at a time, in parallel within the week, and the
 * search stops at the first week with a free start, so a busy salon costs a week's calls and
 * a free one a day's worth more at most. A failed question ends the search with its failure.
 */
import { DateTime } from 'luxon';
import type { BookingResult } from './result';
import type { EmployeeFreeTime } from './types';

export type NextFree = { start: string; employeeId: string };

/** The days asked together. */
export const nextFreeBatchDays = 7;

/** Each calendar day from `first` to `last` (both `YYYY-MM-DD`), in order. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = DateTime.fromISO(first, { zone: 'UTC' }); day.toISODate()! <= last; day = day.plus({ days: 1 }))
    days.push(day.toISODate()!);
  return days;
}

/** The earliest start of one day's answer (the first master listed wins a tie), or null. */
export function earliestStart(answer: readonly EmployeeFreeTime[]): NextFree | null {
  let best: NextFree | null = null;
  for (const entry of answer)
    for (const start of entry.starts)
      if (!best || Date.parse(start) < Date.parse(best.start)) best = { start, employeeId: entry.employeeId };
  return best;
}

export async function findNextFree(
  ask: (date: string) => Promise<BookingResult<EmployeeFreeTime[]>>,
  days: { today: string; lastDay: string },
  batchDays = nextFreeBatchDays,
): Promise<BookingResult<NextFree | null>> {
  const all = daysBetween(days.today, days.lastDay);
  for (let from = 0; from < all.length; from += batchDays) {
    const answers = await Promise.all(all.slice(from, from + batchDays).map(ask));
    for (const answer of answers) {
      if (!answer.ok) return answer;
      const found = earliestStart(answer.value);
      if (found) return { ok: true, value: found };
    }
  }
  return { ok: true, value: null };
}
