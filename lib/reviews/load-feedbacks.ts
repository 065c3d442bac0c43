/**
 * The booking system's feedbacks for the pages, asked when a page is built or revalidated:
 * kept a minute per server process and shared by the pages built meanwhile. A failure is
 * logged and answered as no feedbacks, so a page then shows no reviews and the content's
 * ratings, and never an error.
 */
import { getBookingClient } from '@/lib/booking/booking-system';
import type { Feedback } from '@/lib/booking/types';
import { cachedList } from '@/lib/booking-routes/cached-list';

const keptMs = 60_000;

export const loadFeedbacks: () => Promise<Feedback[]> = cachedList(
  'feedbacks',
  async () => (await getBookingClient()).feedbacks(),
  keptMs,
);
