import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { queryFields } from '@/lib/validation/query-fields';
import { freeTimeQuery } from './free-time-query';

const read = (query: string) => freeTimeQuery.safeParse(queryFields(new URLSearchParams(query)));
const refusal = (query: string) => {
  const parsed = read(query);
  return parsed.success ? null : firstIssue(parsed.error);
};

describe('the embedded backend’s free-time query', () => {
  it('reads the service, the day, and a location only when one is given', () => {
    expect(read('services=1008&date=2026-01-05').data).toEqual({ services: '1008', date: '2026-01-05' });
    expect(read('services=1008&date=2026-01-05&location=').data?.location).toBeUndefined();
    expect(read('services=1008&date=2026-01-05&location=500&employees=40012').data).toMatchObject({
      location: 500,
      employees: '40012',
    });
    // A location that is not an id is no location (the route answers 404), not the default one.
    expect(read('services=1008&date=2026-01-05&location=x').data?.location).toBeNull();
  });

  it('takes only the grid’s own step, read as Number reads it', () => {
    for (const step of ['30', '30.0', ' 30'])
      expect(read(`services=1&date=2026-01-05&step=${step}`).success).toBe(true);
    for (const step of ['15', '', 'x', '60'])
      expect(refusal(`services=1&date=2026-01-05&step=${step}`)).toEqual({
        field: 'step',
        message: 'Only 30-minute steps are offered',
      });
  });

  it('names the first wrong field in the order services, date, step', () => {
    expect(refusal('date=x&step=1')).toEqual({ field: 'services', message: 'A service is required' });
    expect(refusal('services=&date=2026-01-05')?.field).toBe('services');
    expect(refusal('services=1008&date=2026-02-30&step=1')).toEqual({
      field: 'date',
      message: 'The date must be YYYY-MM-DD',
    });
  });
});
