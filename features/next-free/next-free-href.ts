import { bookingPagePath } from '@/lib/booking/booking-paths';
import { flowSearch, openingAddress } from '@/lib/booking/flow/flow-address';

/**
 * The booking page opened at a next free time: the service with its master, the day and the
 * start chosen (`/book/?book=service:{slug}@{master}&day=&at=`), so the visitor goes straight
 * to signing in or the review. Unprefixed, as the other path builders.
 */
export function nextFreeHref(input: { serviceSlug: string; masterSlug: string; day: string; start: string }): string {
  const address = openingAddress({ kind: 'visit', items: [{ slug: input.serviceSlug, master: input.masterSlug }] });
  return `${bookingPagePath}${flowSearch({ ...address, day: input.day, at: new Date(input.start).toISOString() })}`;
}
