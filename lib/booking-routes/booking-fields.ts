/**
 * The fields the site's booking routes share, as zod schemas that fail with the message the
 * route answers: a booking-system id, the master of a query (`any` when left out or empty),
 * a calendar date, and the wrapper for query fields that count as absent when empty.
 */
import { z } from 'zod';
import { isCalendarDate } from '@/lib/booking/calendar-date';
import { idPattern } from '@/lib/site-api/id-pattern';

export const bookingId = (message: string) => z.string({ error: message }).regex(idPattern);

/** `YYYY-MM-DD` that is a real calendar date (no 30 February). */
export const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate);

/** A query field that is left out when it is empty: `?from=` is no first day. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The service a query asks about. */
export const serviceQueryField = bookingId('A service id is required');

/** The master a query asks about: an id, or `any` (also when left out or empty). `any` is itself an id's shape. */
export const employeeQueryField = blankAsAbsent(bookingId('An employee id or "any" is required').default('any'));
