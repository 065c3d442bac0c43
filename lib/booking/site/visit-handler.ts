/**
 * The booking panel's times for a visit of several services back to back:
 * `GET /api/booking/visit-times?visit=&date=` gives the starts of one salon day at which the
 * whole visit fits (each with every service's master, start and end), and
 * `GET /api/booking/visit-days?visit=&from=&days=` how many such starts each day of a
 * stretch has (14 by default, 31 at most, from today).
 */
import { DateTime } from 'luxon';
import { invalidField, problem } from '@/lib/http/json-problem';
import { isCalendarDate } from '../calendar-date';
import { defaultDays, maxDays } from './availability-handler';
import { failureResponse } from './failure-response';
import type { SiteDeps } from './site-deps';
import { parseVisitQuery } from './visit-input';
import { searchVisit } from './visit-search';

const noStore = { headers: { 'Cache-Control': 'no-store' } };
const iso = (instant: number) => new Date(instant).toISOString();

export function createVisitHandlers(deps: SiteDeps) {
  async function times(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const visit = parseVisitQuery(query.get('visit'));
    if (!visit.ok) return invalidField(visit.field, visit.message);
    const date = query.get('date') ?? '';
    if (!isCalendarDate(date)) return invalidField('date', 'The date must be a calendar date, YYYY-MM-DD');
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const search = await searchVisit(await deps.client(), location, visit.items, date);
    if (!search.ok) return failureResponse(search.failure);
    const zone = location.timeZone;
    return Response.json(
      {
        date,
        timeZone: zone,
        times: search.value.fitted.map((fitted) => ({
          start: iso(fitted.start),
          time: DateTime.fromMillis(fitted.start, { zone }).toFormat('HH:mm'),
          end: iso(fitted.end),
          services: fitted.services.map((service) => ({
            service: service.serviceId,
            employee: service.employeeId,
            start: iso(service.start),
            end: iso(service.end),
          })),
        })),
      },
      noStore,
    );
  }

  async function days(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const visit = parseVisitQuery(query.get('visit'));
    if (!visit.ok) return invalidField(visit.field, visit.message);
    const daysText = query.get('days');
    const count = daysText === null ? defaultDays : Number(daysText);
    if (!Number.isInteger(count) || count < 1 || count > maxDays)
      return invalidField('days', `The number of days is a whole number from 1 to ${maxDays}`);
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const today = DateTime.fromMillis(deps.now(), { zone: location.timeZone }).toISODate()!;
    const from = query.get('from') || today;
    if (!isCalendarDate(from)) return invalidField('from', 'The first day must be a calendar date, YYYY-MM-DD');
    const first = DateTime.fromISO(from < today ? today : from, { zone: 'UTC' });
    const dates = Array.from({ length: count }, (_, index) => first.plus({ days: index }).toISODate()!);
    const client = await deps.client();
    const answers = await Promise.all(dates.map((date) => searchVisit(client, location, visit.items, date)));
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return failureResponse(failed.failure);
    return Response.json(
      {
        timeZone: location.timeZone,
        days: answers.map((answer, index) => ({
          date: dates[index]!,
          free: answer.ok ? answer.value.fitted.length : 0,
        })),
      },
      noStore,
    );
  }

  return { times, days };
}
