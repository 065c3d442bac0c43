import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { bookBodySchema, moveBodySchema } from './appointment-bodies';

const start = '2026-01-14T10:00:00Z';
const book = (body: Record<string, unknown>) => bookBodySchema(body).safeParse(body);
const refusal = (body: Record<string, unknown>) => {
  const parsed = book(body);
  return parsed.success ? null : firstIssue(parsed.error);
};
const startMessage = { field: 'start', message: 'The start must be an ISO date and time with its offset' };

describe('the body of a booking', () => {
  it('reads a visit list, an entry’s master left out or null being any', () => {
    expect(
      book({
        visit: [
          { service: '1202', employee: '40033' },
          { service: '1219', employee: null },
        ],
        start,
      }).data,
    ).toEqual({
      items: [
        { serviceId: '1202', employeeId: '40033' },
        { serviceId: '1219', employeeId: 'any' },
      ],
      start,
    });
  });

  it('reads the single service of a body without a visit, its master any only when left out', () => {
    expect(book({ service: '1008', start }).data).toEqual({ items: [{ serviceId: '1008', employeeId: 'any' }], start });
    expect(refusal({ service: '1008', employee: null, start })).toEqual({
      field: 'employee',
      message: 'An employee id or "any" is required',
    });
  });

  it('ignores the single-service fields once the body has a visit, and the reverse', () => {
    expect(book({ visit: [{ service: '1008' }], service: 'a b', employee: 7, start }).success).toBe(true);
    expect(refusal({ visit: null, service: '1008', start })?.field).toBe('visit');
  });

  it('names the visit before the start, and the service before the employee before the start', () => {
    expect(refusal({ visit: [], start: 'x' })).toEqual({
      field: 'visit',
      message: 'A visit is a list of 1 to 5 services',
    });
    expect(refusal({ employee: 'a b', start: 'x' })).toEqual({ field: 'service', message: 'A service id is required' });
    expect(refusal({ service: '1008', employee: 'a b', start: 'x' })?.field).toBe('employee');
    expect(refusal({ service: '1008', start: 'x' })).toEqual(startMessage);
  });

  it('counts a visit before reading its entries, then refuses any entry that is not a service and a master', () => {
    const six = Array.from({ length: 6 }, () => 'not an entry');
    expect(refusal({ visit: six, start })?.message).toBe('A visit is a list of 1 to 5 services');
    const entry = 'Each service of a visit has a service id and an employee id or "any"';
    for (const wrong of [null, 'x', [], { service: 12 }, { service: '1008', employee: '' }, { employee: '40012' }])
      expect(refusal({ visit: [{ service: '1008' }, wrong], start })).toEqual({ field: 'visit', message: entry });
  });

  it.each(['2026-01-14T10:00', '2026-01-14', '2026-13-14T10:00:00Z', 'x', 1768384800000])(
    'refuses the start %j',
    (wrong) => {
      expect(refusal({ service: '1008', start: wrong })).toEqual(startMessage);
    },
  );

  it('takes a start with an offset, seconds and fractions', () => {
    for (const good of ['2026-01-14T10:00Z', '2026-01-14T10:00:00.000+01:00', '2026-01-14T10:00:30-05:00'])
      expect(book({ service: '1008', start: good }).success).toBe(true);
  });
});

describe('the body of a move', () => {
  it('reads the start alone', () => {
    expect(moveBodySchema.safeParse({ start, visit: 'ignored' }).data).toEqual({ start });
    const parsed = moveBodySchema.safeParse({});
    expect(parsed.success ? null : firstIssue(parsed.error)).toEqual(startMessage);
  });
});
