/**
 * How far ahead a visitor may look for and book a time: today and the 89 days after it, in
 * the salon's time zone. The booking panel stops paging there, and the availability route
 * refuses to ask the booking system about later days, so a stranger cannot make the site
 * query arbitrary years ahead.
 */
export const bookingHorizonDays = 90;

/** The last bookable day (YYYY-MM-DD) when `today` (YYYY-MM-DD, the salon's) is the first. */
export function lastBookableDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + (bookingHorizonDays - 1) * 86_400_000).toISOString().slice(0, 10);
}
