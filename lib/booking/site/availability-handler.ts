/**
 * `GET /api/booking/availability?service=&employee=&from=&days=`: which salon days of a
 * stretch (14 by default, at most 31) have a free start for a service, and the masters who
 * take it. The booking panel marks the days without one and lists those masters; the times
 * of one day come from `/api/booking/free-time`.
 */
import { DateTime } from 'luxon';
import { invalidField, problem } from '@/lib/http/json-problem';
import { isCalendarDate } from '../calendar-date';
import { failureResponse } from './failure-response';
import { idPattern } from './free-time-handler';
import type { SiteDeps } from './site-deps';

export const defaultDays = 14;
export const maxDays = 31;

export type DayAvailability = { date: string; free: number };

export function createAvailabilityHandler(deps: SiteDeps) {
  return async (request: Request): Promise<Response> => {
    const query = new URL(request.url).searchParams;
    const service = query.get('service') ?? '';
    const employee = query.get('employee') || 'any';
    const daysText = query.get('days');
    const days = daysText === null ? defaultDays : Number(daysText);
    if (!idPattern.test(service)) return invalidField('service', 'A service id is required');
    if (employee !== 'any' && !idPattern.test(employee))
      return invalidField('employee', 'An employee id or "any" is required');
    if (!Number.isInteger(days) || days < 1 || days > maxDays)
      return invalidField('days', `The number of days is a whole number from 1 to ${maxDays}`);
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const today = DateTime.fromMillis(deps.now(), { zone: location.timeZone }).toISODate()!;
    const from = query.get('from') || today;
    if (!isCalendarDate(from)) return invalidField('from', 'The first day must be a calendar date, YYYY-MM-DD');

    const client = await deps.client();
    const start = DateTime.fromISO(from < today ? today : from, { zone: 'UTC' });
    const dates = Array.from({ length: days }, (_, index) => start.plus({ days: index }).toISODate()!);
    const answers = await Promise.all(
      dates.map((date) =>
        client.freeTime({
          locationId: location.id,
          serviceId: service,
          employeeId: employee === 'any' ? null : employee,
          date,
        }),
      ),
    );
    const failed = answers.find((answer) => !answer.ok);
    if (failed && !failed.ok) return failureResponse(failed.failure);

    const employees = new Set<string>();
    const perDay: DayAvailability[] = answers.map((answer, index) => {
      const entries = answer.ok ? answer.value : [];
      for (const entry of entries) employees.add(entry.employeeId);
      return { date: dates[index]!, free: new Set(entries.flatMap((entry) => entry.starts)).size };
    });
    return Response.json(
      { timeZone: location.timeZone, days: perDay, employees: [...employees] },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  };
}
