import { createCalendarHandler } from '@/lib/booking/site/calendar-handler';
import { getSiteDeps } from '@/lib/booking/site/site-deps';

export const dynamic = 'force-dynamic';

/** The appointment as an `.ics` file for the visitor's calendar. */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  const { id } = await context.params;
  return createCalendarHandler(getSiteDeps())(request, id);
}
