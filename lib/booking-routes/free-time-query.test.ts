import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { queryFields } from '@/lib/validation/query-fields';
import { freeTimeQuerySchema } from './free-time-query';

const read = (query: string) => freeTimeQuerySchema.safeParse(queryFields(new URLSearchParams(query)));
const refusal = (query: string) => {
  const parsed = read(query);
  return parsed.success ? null : firstIssue(parsed.error);
};

describe('the free-time query', () => {
  it('reads a service, a master (any when left out or empty) and a date', () => {
    expect(read('service=1008&employee=40012&date=2026-01-05').data).toEqual({
      service: '1008',
      employee: '40012',
      date: '2026-01-05',
    });
    expect(read('service=1008&date=2026-01-05').data?.employee).toBe('any');
    expect(read('service=1008&employee=&date=2026-01-05').data?.employee).toBe('any');
    expect(read('service=1008&employee=any&date=2026-01-05').data?.employee).toBe('any');
  });

  it('names the first wrong field in the order service, employee, date, with the route’s messages', () => {
    expect(refusal('employee=a%20b&date=x')).toEqual({ field: 'service', message: 'A service id is required' });
    expect(refusal('service=&date=2026-01-05')).toEqual({ field: 'service', message: 'A service id is required' });
    expect(refusal(`service=${'x'.repeat(65)}&date=2026-01-05`)?.field).toBe('service');
    expect(refusal('service=1008&employee=a%20b&date=x')).toEqual({
      field: 'employee',
      message: 'An employee id or "any" is required',
    });
    expect(refusal('service=1008&date=2026-02-30')).toEqual({
      field: 'date',
      message: 'The date must be a calendar date, YYYY-MM-DD',
    });
    expect(refusal('service=1008')?.field).toBe('date');
    expect(refusal('service=1008&date=2026-1-5')?.field).toBe('date');
  });

  it('reads a repeated field’s first value', () => {
    expect(read('service=1008&service=a%20b&date=2026-01-05').success).toBe(true);
    expect(refusal('service=a%20b&service=1008&date=2026-01-05')?.field).toBe('service');
  });
});
