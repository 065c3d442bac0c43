/**
 * `GET /api/booking/free-time?service=&employee=&date=`: the free starts of one service on
 * one salon day, per employee (`employee` an id or `any`, the default), each as a UTC
 * instant and as the salon's wall-clock time for display. Like availability, it needs no
 * sign-in and asks the booking system each time, so it answers only for the days of the
 * booking horizon (today to 89 days on, in the salon's time zone; 400 otherwise) and spends
 * the address's allowance of availability questions (`spendAvailabilityQuestion`).
 */
import { DateTime } from 'luxon';
import { bookingHorizonDays, lastBookableDay } from '@/lib/booking/booking-horizon';
import { invalidField, problem } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { queryFields } from '@/lib/validation/query-fields';
import { spendAvailabilityQuestion } from './booking-allowance';
import { failureResponse } from '@/lib/site-api/failure-response';
import { freeTimeQuerySchema } from './free-time-query';
import type { SiteDeps } from '@/lib/site-api/site-deps';

export function createFreeTimeHandler(deps: SiteDeps) {
  return async (request: Request): Promise<Response> => {
    const query = parseInput(freeTimeQuerySchema, queryFields(new URL(request.url).searchParams));
    if (query instanceof Response) return query;
    const { service, employee, date } = query;
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const today = DateTime.fromMillis(deps.now(), { zone: location.timeZone }).toISODate()!;
    const lastDay = lastBookableDay(today);
    if (date < today || date > lastDay)
      return invalidField('date', `Times can be asked for from today up to ${bookingHorizonDays} days ahead`, {
        today,
        lastDay,
      });
    const refused = await spendAvailabilityQuestion(deps, request);
    if (refused) return refused;
    const result = await (
      await deps.client()
    ).freeTime({
      locationId: location.id,
      serviceId: service,
      employeeId: employee === 'any' ? null : employee,
      date,
    });
    if (!result.ok) return failureResponse(result.failure);
    return Response.json(
      {
        date,
        timeZone: location.timeZone,
        employees: result.value.map((entry) => ({
          id: entry.employeeId,
          times: entry.starts.map((start) => ({
            start,
            time: DateTime.fromISO(start, { zone: location.timeZone }).toFormat('HH:mm'),
          })),
        })),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  };
}
