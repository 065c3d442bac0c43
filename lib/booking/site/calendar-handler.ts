/**
 * `GET /api/booking/appointments/{id}/calendar`: one of the signed-in client's own
 * appointments as an `.ics` file to add to their calendar (service, master, price, the
 * salon's address, in the salon's time zone).
 */
import { asClient } from '@/lib/auth/client-session';
import { withCookies } from '@/lib/auth/session-cookies';
import { invalidField, problem } from '@/lib/http/json-problem';
import { appointmentCalendar } from '../calendar/appointment-calendar';
import { success, type BookingResult } from '../result';
import { notYourAppointment, ownAppointments } from './appointments-handler';
import { failureResponse } from './failure-response';
import { idPattern } from './free-time-handler';
import type { SiteDeps } from './site-deps';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);

export function createCalendarHandler(deps: SiteDeps) {
  return async (request: Request, id: string): Promise<Response> => {
    if (!idPattern.test(id)) return invalidField('id', 'An appointment id is required');
    const client = await deps.client();
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const session = await asClient(request, client, async (token): Promise<BookingResult<string>> => {
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
            description: [
              ...new Set(masters.filter((name): name is string => Boolean(name))),
            ]
              .map((name) => `Master: ${name}`)
              .concat(total > 0 ? [`Price: ${money(total, currency)}`] : [], location.phone ? [`Phone: ${location.phone}`] : [])
              .join('\n'),
            location: [...new Set(address)].join(', '),
            stamp: deps.now(),
          },
          `-//${location.name}//Booking//EN`,
        ),
      );
    });
    if (!session.signedIn) return withCookies(problem(401, 'unauthorized'), session.cookies);
    if (!session.result.ok) return withCookies(failureResponse(session.result.failure), session.cookies);
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
