/**
 * A visit as the site's API takes it: in a JSON body `visit: [{service, employee}]` (or the
 * single `service` and `employee` of a one-service booking), in a query string
 * `visit=1008@40012,1002@any` (a service id, then `@` and a master's id or `any`, which may
 * be left out).
 */
import { idPattern } from '@/lib/site-api/id-pattern';
import { maxVisitServices, type VisitItem } from './visit-search';

export type ParsedVisit = { ok: true; items: VisitItem[] } | { ok: false; field: string; message: string };

const refused = (field: string, message: string): ParsedVisit => ({ ok: false, field, message });
const validEmployee = (employee: unknown): employee is string =>
  typeof employee === 'string' && (employee === 'any' || idPattern.test(employee));

export function parseVisitBody(body: Record<string, unknown>): ParsedVisit {
  if (body.visit === undefined) {
    const { service, employee = 'any' } = body;
    if (typeof service !== 'string' || !idPattern.test(service)) return refused('service', 'A service id is required');
    if (!validEmployee(employee)) return refused('employee', 'An employee id or "any" is required');
    return { ok: true, items: [{ serviceId: service, employeeId: employee }] };
  }
  if (!Array.isArray(body.visit) || body.visit.length === 0 || body.visit.length > maxVisitServices)
    return refused('visit', `A visit is a list of 1 to ${maxVisitServices} services`);
  const items: VisitItem[] = [];
  for (const entry of body.visit as unknown[]) {
    const item = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const employee = item.employee ?? 'any';
    if (typeof item.service !== 'string' || !idPattern.test(item.service) || !validEmployee(employee))
      return refused('visit', 'Each service of a visit has a service id and an employee id or "any"');
    items.push({ serviceId: item.service, employeeId: employee });
  }
  return { ok: true, items };
}

export function parseVisitQuery(text: string | null): ParsedVisit {
  const entries = (text ?? '').split(',').filter(Boolean);
  if (entries.length === 0 || entries.length > maxVisitServices)
    return refused('visit', `A visit is a list of 1 to ${maxVisitServices} services`);
  const items: VisitItem[] = [];
  for (const entry of entries) {
    const [serviceId = '', employeeId = 'any', ...rest] = entry.split('@');
    if (rest.length > 0 || !idPattern.test(serviceId) || !validEmployee(employeeId))
      return refused('visit', 'Each service of a visit is an id, optionally followed by @ and an employee id or "any"');
    items.push({ serviceId, employeeId });
  }
  return { ok: true, items };
}

/** The query-string form of a visit. */
export const visitQuery = (items: VisitItem[]) => items.map((item) => `${item.serviceId}@${item.employeeId}`).join(',');
