/**
 * The query of `GET /api/booking/availability`: `service`, `employee` (an id or `any`, the
 * default), `days` (14 by default, at most 31) and `from` (a first day; today when left out
 * or empty, which the handler knows once it has the salon's time zone). Every field is read
 * before the booking system is asked anything, so a malformed question is 400 even while the
 * booking system is unreachable.
 */
import { z } from 'zod';
import { defaultDays } from './booking-allowance';
import { blankAsAbsent, calendarDate, employeeQueryField, serviceQueryField } from './booking-fields';

export const maxDays = 31;

/** How many days a stretch has: a whole number from 1 to `maxDays` (read as `Number` reads it), `defaultDays` when left out. */
export const daysQueryField = z.coerce
  .number({ error: `The number of days is a whole number from 1 to ${maxDays}` })
  .int()
  .min(1)
  .max(maxDays)
  .default(defaultDays);

/** The stretch's first day, or undefined for today. */
export const fromQueryField = blankAsAbsent(
  calendarDate('The first day must be a calendar date, YYYY-MM-DD').optional(),
);

export const availabilityQuerySchema = z.object({
  service: serviceQueryField,
  employee: employeeQueryField,
  days: daysQueryField,
  from: fromQueryField,
});
