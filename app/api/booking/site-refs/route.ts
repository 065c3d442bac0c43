import { loadBookingRefs } from '@/lib/booking/load-booking-refs';

// Built with the pages and refreshed with them; the booking panel loads it when first opened.
export const revalidate = 3600;

export async function GET() {
  return Response.json(await loadBookingRefs());
}
