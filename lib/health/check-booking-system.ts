/**
 * Whether the booking system answers the site: its settings, asked with the site's token
 * through the booking client, so a refused token counts as down as much as silence does.
 * Bounded by the check's time-out (./run-checks) as well as the client's own.
 */
import { getBookingClient } from '@/lib/booking/booking-system';
import type { BookingClient } from '@/lib/booking/client/booking-client';

export async function checkBookingSystem(
  client: Promise<Pick<BookingClient, 'settings'>> = getBookingClient(),
): Promise<boolean> {
  return (await (await client).settings()).ok;
}
