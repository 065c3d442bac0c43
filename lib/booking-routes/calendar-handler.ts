/**
 * `GET /api/booking/appointments/{id}/calendar`: one of the signed-in client's own
 * appointments as an `.ics` file to add to their calendar (service, master, price, the
 * salon's address, in the salon's time zone), worded in the visitor's language. Counted as a
 * read of the client's data (`session-guard.ts`); private, never kept by a cache.
 */
import { DateTime } from 'luxon';
import { appointmentCalendar } from '@/lib/booking/calendar/appointment-calendar';
import { success, type BookingResult } from '@/lib/booking/result';
import { invalidField, problem } from '@/lib/http/json-problem';
import { formatMoney } from '@/lib/format/format-money';
import { createSessionGuard } from '@/lib/auth/session-guard';
import { privateAnswer, withCookies } from '@/lib/sessions/session-cookies';
import { failureResponse } from '@/lib/site-api/failure-response';
import { idPattern } from '@/lib/site-api/id-pattern';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { notYourAppointment, ownAppointments } from './appointments-handler';

/** The file's own words in the visitor's language (the route takes them from the interface messages). */
export type CalendarWording = {
  locale: string;
  master: (name: string) => string;
  /** One service of the visit: its start (salon time), name and master. */
  service: (time: string, service: string, master: string) => string;
  price: (price: string) => string;
  phone: (phone: string) => string;
};

type CalendarTranslator = (key: 'master' | 'service' | 'price' | 'phone', values: Record<string, string>) => string;

/** The wording from a translator of the `Calendar` messages (next-intl's, or `createTranslator` in tests). */
export function calendarWordingFrom(t: CalendarTranslator, locale: string): CalendarWording {
  return {
    locale,
    master: (name) => t('master', { name }),
    service: (time, service, master) => t('service', { time, service, master }),
    price: (price) => t('price', { price }),
    phone: (phone) => t('phone', { phone }),
  };
}

export function createCalendarHandler(deps: SiteDeps) {
  const guard = createSessionGuard(deps);
  return async (request: Request, id: string, wording: CalendarWording): Promise<Response> => {
    if (!idPattern.test(id)) return invalidField('id', 'An appointment id is required');
    const client = await deps.client();
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const session = await guard.asClient(
      request,
      client,
      async (token): Promise<BookingResult<string>> => {
        const own = await ownAppointments(client, token);
        if (!own.ok) return own;
        const appointment = own.value.items.find((item) => item.id === id);
        const first = appointment?.services[0];
        const last = appointment?.services.at(-1);
        if (!appointment || !first || !last || appointment.state === 'canceled') {
          return notYourAppointment();
        }
        const [services, employees] = await Promise.all([client.services(), client.employees()]);
        const serviceName = (serviceId: string) =>
          (services.ok ? services.value.find((entry) => entry.id === serviceId)?.name : null) ?? serviceId;
        const currency = services.ok ? (services.value[0]?.currency ?? 'GBP') : 'GBP';
        const masters = appointment.services.map(
          (entry) => (employees.ok ? employees.value.find((e) => e.id === entry.employeeId)?.name : null) ?? null,
        );
        const total = appointment.services.reduce((sum, entry) => sum + (entry.price ?? 0), 0);
        const address = [location.name, location.street, location.city].filter(Boolean);
        return success(
          appointmentCalendar(
            {
              uid: `appointment-${appointment.id}@${new URL(deps.siteUrl).hostname}`,
              start: first.start,
              end: last.end,
              summary: `${appointment.services.map((entry) => serviceName(entry.serviceId)).join(', ')} — ${location.name}`,
              // A visit of several services lists each with its start and master; one service names its master.
              description: (appointment.services.length > 1
                ? appointment.services.map((entry, index) =>
                    wording.service(
                      DateTime.fromISO(entry.start, { zone: location.timeZone }).toFormat('HH:mm'),
                      serviceName(entry.serviceId),
                      masters[index] ?? entry.employeeId,
                    ),
                  )
                : [...new Set(masters.filter((name): name is string => Boolean(name)))].map((name) =>
                    wording.master(name),
                  )
              )
                .concat(
                  total > 0 ? [wording.price(formatMoney(total, currency, wording.locale))] : [],
                  location.phone ? [wording.phone(location.phone)] : [],
                )
                .join('\n'),
              location: [...new Set(address)].join(', '),
              stamp: deps.now(),
              sequence: appointment.sequence,
            },
            `-//${location.name}//Booking//${wording.locale.toUpperCase()}`,
          ),
        );
      },
      { read: true },
    );
    if (!session.signedIn) {
      const refusal = 'limited' in session ? session.limited : problem(401, 'unauthorized');
      return withCookies(privateAnswer(refusal), session.cookies);
    }
    if (!session.result.ok) return withCookies(privateAnswer(failureResponse(session.result.failure)), session.cookies);
    return withCookies(
      new Response(session.result.value, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="booking-${id}.ics"`,
          'Cache-Control': 'private, no-store',
        },
      }),
      session.cookies,
    );
  };
}
