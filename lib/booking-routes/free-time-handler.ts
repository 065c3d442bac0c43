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
import { isCalendarDate } from '@/lib/booking/calendar-date';
import { invalidField, problem } from '@/lib/http/json-problem';
import { failureResponse } from '@/lib/site-api/failure-response';
import { idPattern } from '@/lib/site-api/id-pattern';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { spendAvailabilityQuestion } from './booking-allowance';

export function createFreeTimeHandler(deps: SiteDeps) {
  return async (request: Request): Promise<Response> => {
    const query = new URL(request.url).searchParams;
    const service = query.get('service') ?? '';
    const employee = query.get('employee') || 'any';
    const date = query.get('date') ?? '';
    if (!idPattern.test(service)) return invalidField('service', 'A service id is required');
    if (employee !== 'any' && !idPattern.test(employee))
      return invalidField('employee', 'An employee id or "any" is required');
    if (!isCalendarDate(date)) return invalidField('date', 'The date must be a calendar date, YYYY-MM-DD');
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
