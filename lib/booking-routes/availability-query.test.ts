import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { queryFields } from '@/lib/validation/query-fields';
import { availabilityQuerySchema } from './availability-query';

const read = (query: string) => availabilityQuerySchema.safeParse(queryFields(new URLSearchParams(query)));
const refusal = (query: string) => {
  const parsed = read(query);
  return parsed.success ? null : firstIssue(parsed.error);
};
const daysMessage = { field: 'days', message: 'The number of days is a whole number from 1 to 31' };

describe('the availability query', () => {
  it('takes 14 days from today (undefined) when days and from are left out, or from is empty', () => {
    expect(read('service=1008').data).toEqual({ service: '1008', employee: 'any', days: 14, from: undefined });
    expect(read('service=1008&from=').data?.from).toBeUndefined();
    expect(read('service=1008&from=2026-01-09&days=7').data).toMatchObject({ from: '2026-01-09', days: 7 });
  });

  it('reads days as Number reads them: 1 to 31, whole', () => {
    for (const days of ['1', '31', ' 5 ', '1e1', '5.0']) expect(read(`service=1008&days=${days}`).success).toBe(true);
    for (const days of ['0', '32', '1.5', '', 'x', '-1', 'Infinity'])
      expect(refusal(`service=1008&days=${encodeURIComponent(days)}`)).toEqual(daysMessage);
  });

  it('names the first wrong field in the order service, employee, days, from', () => {
    expect(refusal('employee=a%20b&days=0&from=x')?.field).toBe('service');
    expect(refusal('service=1008&employee=a%20b&days=0&from=x')?.field).toBe('employee');
    expect(refusal('service=1008&days=0&from=x')).toEqual(daysMessage);
    expect(refusal('service=1008&from=2026-02-30')).toEqual({
      field: 'from',
      message: 'The first day must be a calendar date, YYYY-MM-DD',
    });
  });
});
