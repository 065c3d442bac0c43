/**
 * The queries of the visit routes: `GET /api/booking/visit-times?visit=&date=` and
 * `GET /api/booking/visit-days?visit=&from=&days=` (`days` and `from` as availability reads
 * them). Every field is read before the booking system is asked anything.
 */
import { z } from 'zod';
import { daysQueryField, fromQueryField } from './availability-query';
import { calendarDate } from './booking-fields';
import { visitQueryField } from './visit-input';

export const visitTimesQuerySchema = z.object({
  visit: visitQueryField,
  date: calendarDate('The date must be a calendar date, YYYY-MM-DD'),
});

export const visitDaysQuerySchema = z.object({
  visit: visitQueryField,
  days: daysQueryField,
  from: fromQueryField,
});
