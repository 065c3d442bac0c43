/** A visit ready to book, as its review shows it: one helper for the panel's and the page's review. */
import { visitBasket } from '@/lib/booking/flow/visit-basket';
import type { ReadyVisitEntry } from '@/lib/booking/flow/visit-selection';
import type { BookingLocation, BookingService } from '@/lib/booking/types';

/** The visit's services with their times, masters, durations and prices, back to back from `start`. */
export function visitLines(
  catalogue: { services: readonly BookingService[]; location: BookingLocation | null },
  visit: readonly ReadyVisitEntry[],
  start: string,
) {
  const basket = visitBasket({ visit, services: catalogue.services, locationId: catalogue.location?.id, start });
  const lines = basket.lines.map((line) => ({
    ...line,
    employeeId: line.employeeId ?? 'any',
    start: line.start!,
    end: line.end!,
  }));
  return { lines, total: basket.total, end: basket.end ?? start, currency: basket.currency };
}
