/**
 * The query of the embedded backend's `GET /employees/free_time`: the service (`services`),
 * the salon day (`date`), the step (only the grid's own), and optionally the location (the
 * first active one when left out or empty) and one master (`employees`).
 */
import { z } from 'zod';
import { isCalendarDate } from '../../calendar-date';
import { stepMinutes } from '../day-plan';
import { intId } from './http';

export const freeTimeQuery = z.object({
  services: z.string({ error: 'A service is required' }).min(1),
  date: z.string({ error: 'The date must be YYYY-MM-DD' }).refine(isCalendarDate),
  step: z.coerce
    .number({ error: `Only ${stepMinutes}-minute steps are offered` })
    .refine((step) => step === stepMinutes)
    .optional(),
  /** Undefined: the first active location; null: one that is not an id, so no location. */
  location: z
    .string()
    .optional()
    .transform((text) => (text ? intId(text) : undefined)),
  employees: z.string().optional(),
});
