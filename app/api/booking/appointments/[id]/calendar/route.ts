import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { calendarWordingFrom, createCalendarHandler } from '@/lib/booking-routes/calendar-handler';
import { routing } from '@/lib/i18n/routing';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

/** The appointment as an `.ics` file for the visitor's calendar, in the language `?lang=` names (English by default). */
export const GET = answeringDatabaseOutage(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const requested = new URL(request.url).searchParams.get('lang');
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const wording = calendarWordingFrom(await getTranslations({ locale, namespace: 'Calendar' }), locale);
  return createCalendarHandler(getSiteDeps())(request, id, wording);
});
