import { describe, expect, it } from 'vitest';
import { chainStarts } from '@/lib/booking/visit-chain';
import { parseVisitBody, parseVisitQuery, visitQuery } from './visit-input';

describe('a visit as the site API reads it', () => {
  it('reads a query of services in order, each with a master or any', () => {
    const parsed = parseVisitQuery('1202@40033,1219@any,1103');
    expect(parsed).toEqual({
      ok: true,
      items: [
        { serviceId: '1202', employeeId: '40033' },
        { serviceId: '1219', employeeId: 'any' },
        { serviceId: '1103', employeeId: 'any' },
      ],
    });
    expect(parsed.ok && visitQuery(parsed.items)).toBe('1202@40033,1219@any,1103@any');
  });

  it.each([null, '', '1@2@3', 'a b', '1,2,3,4,5,6', '1202@<x>'])('refuses the query %j, naming visit', (text) => {
    expect(parseVisitQuery(text)).toMatchObject({ ok: false, field: 'visit' });
  });

  it('reads a body with a visit, or the single service of before', () => {
    expect(parseVisitBody({ visit: [{ service: '1202', employee: '40033' }, { service: '1219' }] })).toEqual({
      ok: true,
      items: [
        { serviceId: '1202', employeeId: '40033' },
        { serviceId: '1219', employeeId: 'any' },
      ],
    });
    expect(parseVisitBody({ service: '1008' })).toEqual({
      ok: true,
      items: [{ serviceId: '1008', employeeId: 'any' }],
    });
    expect(parseVisitBody({ visit: [] })).toMatchObject({ ok: false, field: 'visit' });
    expect(parseVisitBody({ visit: [{ service: 12 }] })).toMatchObject({ ok: false, field: 'visit' });
    expect(parseVisitBody({ visit: 'x' })).toMatchObject({ ok: false, field: 'visit' });
    expect(parseVisitBody({ service: '1008', employee: 'a b' })).toMatchObject({ ok: false, field: 'employee' });
  });

  it('chains services back to back in whole half hours', () => {
    expect(chainStarts('2026-01-14T10:00:00.000Z', [45, 60])).toEqual([
      { start: '2026-01-14T10:00:00.000Z', end: '2026-01-14T10:45:00.000Z' },
      { start: '2026-01-14T11:00:00.000Z', end: '2026-01-14T12:00:00.000Z' },
    ]);
  });
});
