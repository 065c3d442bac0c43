/**
 * The bodies of the signed-in client's appointment routes: `POST /api/booking/appointments`
 * books a visit (the list `visit`, or without it the single `service` and `employee`) from
 * `start`; `PUT /api/booking/appointments/{id}` moves one to a new `start`. A start is an
 * ISO date and time with its offset, which `Date.parse` reads.
 */
import { z } from 'zod';
import type { VisitItem } from './visit-search';
import { hasVisitList, oneServiceFields, visitBodyField } from './visit-input';

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const startField = z
  .string({ error: 'The start must be an ISO date and time with its offset' })
  .regex(instantPattern)
  .refine((start) => !Number.isNaN(Date.parse(start)));

export type BookBody = { items: VisitItem[]; start: string };

const bookBodies = {
  list: z
    .object({ visit: visitBodyField, start: startField })
    .transform(({ visit, start }): BookBody => ({ items: visit, start })),
  one: z.object({ ...oneServiceFields, start: startField }).transform(({ service, employee, start }): BookBody => ({
    items: [{ serviceId: service, employeeId: employee }],
    start,
  })),
};

/** The schema of a booking's body: the visit's fields (whichever form the body uses), then the start. */
export const bookBodySchema = (body: Record<string, unknown>) =>
  hasVisitList(body) ? bookBodies.list : bookBodies.one;

export const moveBodySchema = z.object({ start: startField });
