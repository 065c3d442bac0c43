import { createListHandler } from '@/lib/booking-routes/list-routes';
import { getBookingClient } from '@/lib/booking/booking-system';

export const dynamic = 'force-dynamic';

/** The booking system's feedbacks, or `[]` when it fails; kept 60 s and shared. */
export const GET = createListHandler('feedbacks', getBookingClient);
