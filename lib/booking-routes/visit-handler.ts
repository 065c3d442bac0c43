/**
 * The booking panel's times for a visit of several services back to back:
 * `GET /api/booking/visit-times?visit=&date=` gives the starts of one salon day at which the
 * whole visit fits (each with every service's master, start and end), and
 * `GET /api/booking/visit-days?visit=&from=&days=` how many such starts each day of a
 * stretch has (14 by default, 31 at most, from today). Like the single service's
 * availability, they need no sign-in, but a question costs the booking system a call per
 * service per day: so both stop at the booking horizon, and each call is counted against
 * the address's allowance of booking-system calls as it is made (`booking-allowance.ts`;
 * a question that runs out mid-way is answered 429). Identical stretches asked at once
 * share one search, made with the first asker's allowance.
 */
import { DateTime } from 'luxon';
import { bookingHorizonDays, lastBookableDay } from '@/lib/booking/booking-horizon';
import type { BookingClient } from '@/lib/booking/client/booking-client';
import type { BookingLocation } from '@/lib/booking/types';
import { invalidField, problem } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { queryFields } from '@/lib/validation/query-fields';
import { BookingCallsSpent, callSpender, callsSpentAnswer } from './booking-allowance';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { visitDaysQuerySchema, visitTimesQuerySchema } from './visit-queries';
import { searchVisit } from './visit-search';

const noStore = { headers: { 'Cache-Control': 'no-store' } };
const iso = (instant: number) => new Date(instant).toISOString();

type DayAnswers = Awaited<ReturnType<typeof searchVisit>>[];

/** The stretches being searched, per set of deps (the routes make handlers per request, the deps are one). */
const inflight = new WeakMap<SiteDeps, Map<string, Promise<DayAnswers>>>();

/**
 * Searches each day of a stretch for a visit with `search`, unless the same question (the
 * key holds all of it: the salon's location, the visit as the address says it, the days) is
 * being searched already: then that search's answer, at no call of this request's.
 */
function sharedDaySearch(deps: SiteDeps) {
  let running = inflight.get(deps);
  if (!running) {
    running = new Map();
    inflight.set(deps, running);
  }
  const pending = running;
  return (key: string, search: () => Promise<DayAnswers>): Promise<DayAnswers> => {
    let answer = pending.get(key);
    if (!answer) {
      answer = search().finally(() => pending.delete(key));
      pending.set(key, answer);
    }
    return answer;
  };
}

/**
 * The booking client as one request's search uses it: each call counted first with `spend`
 * (which throws when the address has none left), the services listed once per request.
 */
function meteredClient(client: BookingClient, spend: () => Promise<void>): BookingClient {
  let services: ReturnType<BookingClient['services']> | undefined;
  return {
    ...client,
    services: () => (services ??= spend().then(() => client.services())),
    freeTime: async (query) => {
      await spend();
      return client.freeTime(query);
    },
  };
}

/** `answer()`, or 429 when the address's booking-system calls ran out on the way. */
async function withinCalls(answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof BookingCallsSpent) return callsSpentAnswer(error);
    throw error;
  }
}

export function createVisitHandlers(deps: SiteDeps) {
  const daySearch = sharedDaySearch(deps);
  const clientFor = async (request: Request) => meteredClient(await deps.client(), callSpender(deps, request));
  /** The salon's today and the last day a visit may be booked, in its time zone. */
  const horizon = (location: BookingLocation) => {
    const today = DateTime.fromMillis(deps.now(), { zone: location.timeZone }).toISODate()!;
    return { today, lastDay: lastBookableDay(today) };
  };
  const pastHorizon = (field: string, lastDay: string) =>
    invalidField(field, `Times can be booked from today up to ${bookingHorizonDays} days ahead`, { lastDay });

  async function times(request: Request): Promise<Response> {
    const query = parseInput(visitTimesQuerySchema, queryFields(new URL(request.url).searchParams));
    if (query instanceof Response) return query;
    const { visit, date } = query;
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const { today, lastDay } = horizon(location);
    if (date < today || date > lastDay) return pastHorizon('date', lastDay);
    return withinCalls(async () => {
      const search = await searchVisit(await clientFor(request), location, visit, date);
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
    });
  }

  async function days(request: Request): Promise<Response> {
    const fields = queryFields(new URL(request.url).searchParams);
    const query = parseInput(visitDaysQuerySchema, fields);
    if (query instanceof Response) return query;
    const { visit, days: count } = query;
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const { today, lastDay } = horizon(location);
    const from = query.from ?? today;
    if (from > lastDay) return pastHorizon('from', lastDay);
    const first = DateTime.fromISO(from < today ? today : from, { zone: 'UTC' });
    const dates = Array.from({ length: count }, (_, index) => first.plus({ days: index }).toISODate()!).filter(
      (date) => date <= lastDay,
    );
    return withinCalls(async () => {
      const answers = await daySearch(JSON.stringify({ location, visit: fields.visit, dates }), async () => {
        const client = await clientFor(request);
        return Promise.all(dates.map((date) => searchVisit(client, location, visit, date)));
      });
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
    });
  }

  return { times, days };
}
