/**
 * `GET /api/booking/availability?service=&employee=&from=&days=`: which salon days of a
 * stretch (14 by default, at most 31) have a free start for a service, and the masters who
 * take it. The booking panel marks the days without one and lists those masters; the times
 * of one day come from `/api/booking/free-time`.
 * Each answer costs the booking system one call per day, and needs no sign-in, so: the
 * stretch ends at the booking horizon (a `from` past it is refused), each address may ask
 * `perAddress.max` times a minute, and identical questions asked while one is being
 * answered share its calls.
 */
import { DateTime } from 'luxon';
import { bookingHorizonDays, lastBookableDay } from '@/lib/booking/booking-horizon';
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { shareInflightByKey } from '@/lib/content/share-inflight.mjs';
import { invalidField, problem } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { queryFields } from '@/lib/validation/query-fields';
import { spendAvailabilityQuestion } from './booking-allowance';
import { availabilityQuerySchema } from './availability-query';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';

export { defaultDays, perAddress, spendAvailabilityQuestion } from './booking-allowance';
export { maxDays } from './availability-query';

export type DayAvailability = { date: string; free: number };

type FreeTimeAnswers = Awaited<ReturnType<BookingClient['freeTime']>>[];

/** The questions in flight, per set of deps (the route makes a handler per request, the deps are one). */
const inflight = new WeakMap<SiteDeps, (key: string) => Promise<FreeTimeAnswers>>();

function sharedFreeTimes(deps: SiteDeps) {
  let shared = inflight.get(deps);
  if (!shared) {
    shared = shareInflightByKey(async (key) => {
      const { locationId, service, employee, dates } = JSON.parse(key) as {
        locationId: string;
        service: string;
        employee: string;
        dates: string[];
      };
      const client = await deps.client();
      return Promise.all(
        dates.map((date) =>
          client.freeTime({ locationId, serviceId: service, employeeId: employee === 'any' ? null : employee, date }),
        ),
      );
    });
    inflight.set(deps, shared);
  }
  return shared;
}

export function createAvailabilityHandler(deps: SiteDeps) {
  const freeTimes = sharedFreeTimes(deps);
  return async (request: Request): Promise<Response> => {
    const query = parseInput(availabilityQuerySchema, queryFields(new URL(request.url).searchParams));
    if (query instanceof Response) return query;
    const { service, employee, days } = query;
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const today = DateTime.fromMillis(deps.now(), { zone: location.timeZone }).toISODate()!;
    const lastDay = lastBookableDay(today);
    const from = query.from ?? today;
    if (from > lastDay)
      return invalidField('from', `Times can be booked up to ${bookingHorizonDays} days ahead`, { lastDay });

    const refused = await spendAvailabilityQuestion(deps, request);
    if (refused) return refused;

    const start = DateTime.fromISO(from < today ? today : from, { zone: 'UTC' });
    const dates = Array.from({ length: days }, (_, index) => start.plus({ days: index }).toISODate()!).filter(
      (date) => date <= lastDay,
    );
    const answers = await freeTimes(JSON.stringify({ locationId: location.id, service, employee, dates }));
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return failureResponse(failed.failure);

    const employees = new Set<string>();
    const perDay: DayAvailability[] = answers.map((answer, index) => {
      const entries = answer.ok ? answer.value : [];
      for (const entry of entries) employees.add(entry.employeeId);
      return { date: dates[index]!, free: new Set(entries.flatMap((entry) => entry.starts)).size };
    });
    return Response.json(
      { timeZone: location.timeZone, days: perDay, employees: [...employees], lastDay },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  };
}
