import { getBookingClient } from '@/lib/booking/booking-system';
import { createListHandler } from '@/lib/booking/site/list-routes';

export const dynamic = 'force-dynamic';

/** The booking system's employees, or `[]` when it fails; kept 60 s and shared. */
export const GET = createListHandler('employees', getBookingClient);
