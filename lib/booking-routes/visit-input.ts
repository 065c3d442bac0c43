/**
 * A visit as the site's API takes it, as zod schemas: in a JSON body `visit: [{service, employee}]`
 * (or the single `service` and `employee` of a one-service booking), in a query string
 * `visit=1008@40012,1002@any` (a service id, then `@` and a master's id or `any`, which may
 * be left out). A list is counted (1 to `maxVisitServices`) before its entries are read, so
 * too many services are refused as such whatever they hold.
 */
import { z } from 'zod';
import { firstIssue } from '@/lib/validation/first-issue';
import { bookingId } from './booking-fields';
import { maxVisitServices, type VisitItem } from './visit-search';

export type ParsedVisit = { ok: true; items: VisitItem[] } | { ok: false; field: string; message: string };

const countMessage = `A visit is a list of 1 to ${maxVisitServices} services`;

/** A list of 1 to `maxVisitServices` entries, each then read by `entry`. */
const visitList = <T extends z.ZodType>(entry: T) =>
  z.array(z.unknown(), { error: countMessage }).min(1).max(maxVisitServices).pipe(z.array(entry));

const bodyEntryMessage = 'Each service of a visit has a service id and an employee id or "any"';

/** `{service, employee}` in a body's list; an employee left out or `null` is `any`. */
const bodyEntry = z
  .object(
    {
      service: bookingId(bodyEntryMessage),
      employee: bookingId(bodyEntryMessage)
        .nullish()
        .transform((employee) => employee ?? 'any'),
    },
    { error: bodyEntryMessage },
  )
  .transform(({ service, employee }): VisitItem => ({ serviceId: service, employeeId: employee }));

/** The fields of a body that books one service: `service`, and `employee` (`any` when left out; `null` is refused). */
export const oneServiceFields = {
  service: bookingId('A service id is required'),
  employee: bookingId('An employee id or "any" is required').default('any'),
};

/** The `visit` field of a body: 1 to `maxVisitServices` services, in order. */
export const visitBodyField = visitList(bodyEntry);

/** Whether a body books the list `visit` (when it has one) or the single `service` and `employee`. */
export const hasVisitList = (body: Record<string, unknown>) => body.visit !== undefined;

const queryEntryMessage = 'Each service of a visit is an id, optionally followed by @ and an employee id or "any"';

/** `1008@40012`, `1008@any` or `1008`. */
const queryEntry = z
  .string()
  .transform((entry): unknown[] => entry.split('@'))
  .pipe(z.tuple([bookingId(queryEntryMessage), bookingId(queryEntryMessage).optional()], { error: queryEntryMessage }))
  .transform(([serviceId, employeeId = 'any']): VisitItem => ({ serviceId, employeeId }));

/** The `visit` field of a query: entries separated by commas (empty ones skipped); left out, it is an empty list. */
export const visitQueryField = z
  .string()
  .optional()
  .transform((text): unknown[] => (text ?? '').split(',').filter(Boolean))
  .pipe(visitList(queryEntry));

const visitBodySchemas = {
  list: z.object({ visit: visitBodyField }).transform(({ visit }) => visit),
  one: z
    .object(oneServiceFields)
    .transform(({ service, employee }): VisitItem[] => [{ serviceId: service, employeeId: employee }]),
};

function asParsedVisit(parsed: z.ZodSafeParseResult<VisitItem[]>): ParsedVisit {
  return parsed.success ? { ok: true, items: parsed.data } : { ok: false, ...firstIssue(parsed.error) };
}

/** The visit of a JSON body alone, or the field and message that refuse it (the booking route reads it within its body's schema). */
export function parseVisitBody(body: Record<string, unknown>): ParsedVisit {
  return asParsedVisit((hasVisitList(body) ? visitBodySchemas.list : visitBodySchemas.one).safeParse(body));
}

const visitQuerySchema = z.object({ visit: visitQueryField }).transform(({ visit }) => visit);

/** The visit of a query's `visit` field alone (null when left out), or the field and message that refuse it (the visit routes read it within their query's schema). */
export function parseVisitQuery(text: string | null): ParsedVisit {
  return asParsedVisit(visitQuerySchema.safeParse({ visit: text ?? undefined }));
}

/** The query-string form of a visit. */
export const visitQuery = (items: VisitItem[]) => items.map((item) => `${item.serviceId}@${item.employeeId}`).join(',');
