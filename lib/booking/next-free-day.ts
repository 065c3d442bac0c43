/**
 * How a next free time's day is said: today, tomorrow or a later date, by the salon's
 * calendar (its time zone), whatever the visitor's own zone. Plain `Intl`, so it costs the
 * browser no date library.
 */
export type NextFreeDay = 'today' | 'tomorrow' | 'later';

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function dateInZone(instant: number, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Whether `day` (the salon's `YYYY-MM-DD`) is the salon's today, tomorrow or later, at `now`. */
export function nextFreeDay(day: string, now: number, zone: string): NextFreeDay {
  const today = dateInZone(now, zone);
  if (day <= today) return 'today';
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return day === tomorrow ? 'tomorrow' : 'later';
}
