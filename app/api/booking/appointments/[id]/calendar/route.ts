import { getTranslations } from 'next-intl/server';
import { calendarWordingFrom, createCalendarHandler } from '@/lib/booking-routes/calendar-handler';
import { calendarQuerySchema } from '@/lib/booking-routes/calendar-query';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { queryFields } from '@/lib/validation/query-fields';

export const dynamic = 'force-dynamic';

/** The appointment as an `.ics` file for the visitor's calendar, in the language `?lang=` names (English by default). */
export const GET = answeringDatabaseOutage(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const { lang: locale } = calendarQuerySchema.parse(queryFields(new URL(request.url).searchParams));
  const wording = calendarWordingFrom(await getTranslations({ locale, namespace: 'Calendar' }), locale);
  return createCalendarHandler(getSiteDeps())(request, id, wording);
});
