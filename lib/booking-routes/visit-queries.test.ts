import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { queryFields } from '@/lib/validation/query-fields';
import { visitDaysQuerySchema, visitTimesQuerySchema } from './visit-queries';

const refusal = (schema: typeof visitTimesQuerySchema | typeof visitDaysQuerySchema, query: string) => {
  const parsed = schema.safeParse(queryFields(new URLSearchParams(query)));
  return parsed.success ? null : firstIssue(parsed.error);
};
const countMessage = { field: 'visit', message: 'A visit is a list of 1 to 5 services' };
const entryMessage = {
  field: 'visit',
  message: 'Each service of a visit is an id, optionally followed by @ and an employee id or "any"',
};

describe('the visit routes’ queries', () => {
  it('read a visit, each service with its master or any, skipping empty entries', () => {
    const parsed = visitTimesQuerySchema.safeParse({ visit: '1202@40033,,1219@any,1103,', date: '2026-01-05' });
    expect(parsed.data?.visit).toEqual([
      { serviceId: '1202', employeeId: '40033' },
      { serviceId: '1219', employeeId: 'any' },
      { serviceId: '1103', employeeId: 'any' },
    ]);
    expect(visitDaysQuerySchema.safeParse({ visit: '1202' }).data).toEqual({
      visit: [{ serviceId: '1202', employeeId: 'any' }],
      days: 14,
      from: undefined,
    });
  });

  it('count the services before reading any: none or more than five is refused as such', () => {
    expect(refusal(visitTimesQuerySchema, 'date=2026-01-05')).toEqual(countMessage);
    expect(refusal(visitTimesQuerySchema, 'visit=,&date=2026-01-05')).toEqual(countMessage);
    expect(refusal(visitTimesQuerySchema, 'visit=a%20b,2,3,4,5,6&date=2026-01-05')).toEqual(countMessage);
  });

  it.each(['1@2@3', '1@', '@2', 'a b', '1202@<x>'])('refuse the entry %j, naming visit', (entry) => {
    expect(refusal(visitTimesQuerySchema, `visit=1008,${encodeURIComponent(entry)}&date=2026-01-05`)).toEqual(
      entryMessage,
    );
  });

  it('name the visit before the date, and the date, days and from with their messages', () => {
    expect(refusal(visitTimesQuerySchema, 'visit=a%20b&date=x')?.field).toBe('visit');
    expect(refusal(visitTimesQuerySchema, 'visit=1008&date=2026-02-30')).toEqual({
      field: 'date',
      message: 'The date must be a calendar date, YYYY-MM-DD',
    });
    expect(refusal(visitDaysQuerySchema, 'visit=a%20b&days=0')?.field).toBe('visit');
    expect(refusal(visitDaysQuerySchema, 'visit=1008&days=0&from=x')?.field).toBe('days');
    expect(refusal(visitDaysQuerySchema, 'visit=1008&from=x')?.field).toBe('from');
  });
});
