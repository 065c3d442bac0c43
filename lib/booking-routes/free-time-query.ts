/** The query of `GET /api/booking/free-time`: `service`, `employee` (an id or `any`, the default) and `date`. */
import { z } from 'zod';
import { calendarDate, employeeQueryField, serviceQueryField } from './booking-fields';

export const freeTimeQuerySchema = z.object({
  service: serviceQueryField,
  employee: employeeQueryField,
  date: calendarDate('The date must be a calendar date, YYYY-MM-DD'),
});
