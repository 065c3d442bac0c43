/**
 * The booking panel's times for a visit of several services back to back:
 * `GET /api/booking/visit-times?visit=&date=` gives the starts of one salon day at which the
 * whole visit fits (each with every service's master, start and end), and
 * `GET /api/booking/visit-days?visit=&from=&days=` how many such starts each day of a
 * stretch has (14 by default, 31 at most, from today). Like the single service's
 * availability, they need no sign-in and cost the booking system several calls each, so
 * both stop at the booking horizon, share the per-address allowance of availability
 * questions, and identical stretches asked at once share one search.
 */
import { DateTime } from 'luxon';
import { shareInflightByKey } from '@/lib/content/share-inflight.mjs';
import { invalidField, problem } from '@/lib/http/json-problem';
import { bookingHorizonDays, lastBookableDay } from '../booking-horizon';
import type { BookingLocation } from '../types';
import { isCalendarDate } from '../calendar-date';
import { defaultDays, maxDays, spendAvailabilityQuestion } from './availability-handler';
import { failureResponse } from './failure-response';
import type { SiteDeps } from './site-deps';
import { parseVisitQuery } from './visit-input';
import { searchVisit } from './visit-search';

const noStore = { headers: { 'Cache-Control': 'no-store' } };
const iso = (instant: number) => new Date(instant).toISOString();

type DayAnswers = Awaited<ReturnType<typeof searchVisit>>[];

/** The stretches being searched, per set of deps (the routes make handlers per request, the deps are one). */
const inflight = new WeakMap<SiteDeps, (key: string) => Promise<DayAnswers>>();

/**
 * Searches each day of a stretch for a visit; identical searches asked at once share one.
 * The key holds the whole question: the salon's location, the visit as the address says it,
 * and the days.
 */
function sharedDaySearch(deps: SiteDeps) {
  let shared = inflight.get(deps);
  if (!shared) {
    shared = shareInflightByKey(async (key): Promise<DayAnswers> => {
      const { location, visit, dates } = JSON.parse(key) as { location: BookingLocation; visit: string; dates: string[] };
      const parsed = parseVisitQuery(visit);
      if (!parsed.ok) return [];
      const client = await deps.client();
      return Promise.all(dates.map((date) => searchVisit(client, location, parsed.items, date)));
    });
    inflight.set(deps, shared);
  }
  return shared;
}

export function createVisitHandlers(deps: SiteDeps) {
  const daySearch = sharedDaySearch(deps);
  /** The salon's today and the last day a visit may be booked, in its time zone. */
  const horizon = (location: BookingLocation) => {
    const today = DateTime.fromMillis(deps.now(), { zone: location.timeZone }).toISODate()!;
    return { today, lastDay: lastBookableDay(today) };
  };
  const pastHorizon = (field: string, lastDay: string) =>
    invalidField(field, `Times can be booked up to ${bookingHorizonDays} days ahead`, { lastDay });

  async function times(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const visit = parseVisitQuery(query.get('visit'));
    if (!visit.ok) return invalidField(visit.field, visit.message);
    const date = query.get('date') ?? '';
    if (!isCalendarDate(date)) return invalidField('date', 'The date must be a calendar date, YYYY-MM-DD');
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const { lastDay } = horizon(location);
    if (date > lastDay) return pastHorizon('date', lastDay);
    const refused = await spendAvailabilityQuestion(deps, request);
    if (refused) return refused;
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
    const { today, lastDay } = horizon(location);
    const from = query.get('from') || today;
    if (!isCalendarDate(from)) return invalidField('from', 'The first day must be a calendar date, YYYY-MM-DD');
    if (from > lastDay) return pastHorizon('from', lastDay);
    const refused = await spendAvailabilityQuestion(deps, request);
    if (refused) return refused;
    const first = DateTime.fromISO(from < today ? today : from, { zone: 'UTC' });
    const dates = Array.from({ length: count }, (_, index) => first.plus({ days: index }).toISODate()!).filter(
      (date) => date <= lastDay,
    );
    const answers = await daySearch(JSON.stringify({ location, visit: query.get('visit'), dates }));
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return failureResponse(failed.failure);
    return Response.json(
      {
        timeZone: location.timeZone,
        days: answers.map((answer, index) => ({
          date: dates[index]!,
          free: answer.ok ? answer.value.fitted.length : 0,
        })),
        lastDay,
      },
      noStore,
    );
  }

  return { times, days };
}
