import { DateTime } from 'luxon';

/** `YYYY-MM-DD` that is a real calendar date (no 30 February). */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date, { zone: 'UTC' }).isValid;
}
