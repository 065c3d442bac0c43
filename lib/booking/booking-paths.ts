import type { BookingChoice } from './flow/book-param';
import { flowSearch, openingAddress } from './flow/flow-address';

/** The site's own booking page (server-rendered, it works without JavaScript). */
export const bookingPagePath = '/book/';

/** The booking page's My bookings step (`/book/?mine`): the signed-in client's upcoming visits. */
export const myBookingsQuery = 'mine';

/**
 * The booking page opened on a choice, with the choice in the address the page reads
 * (`?book=service:{slug}`, `?book=master:{slug}`, `?book=category:{slug}`); everything is the
 * page itself. Unprefixed, as the other path builders: the locale's prefix is added where the
 * link is drawn.
 */
export function bookingPageHref(choice: BookingChoice): string {
  return choice.kind === 'all' ? bookingPagePath : `${bookingPagePath}${flowSearch(openingAddress(choice))}`;
}

/**
 * The `rel` of a link to the booking page: a step of a booking (any address with a query) is
 * a state of one visitor's booking, not a page for search engines, so links to it are
 * `nofollow` (robots.txt disallows them and each says `noindex`); the page itself is followed.
 */
export function bookingLinkRel(href: string): 'nofollow' | undefined {
  return href.includes('?') ? 'nofollow' : undefined;
}
