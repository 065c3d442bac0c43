import { describe, expect, it } from 'vitest';
import { queryFields } from './query-fields';

describe('queryFields', () => {
  it('keeps each name’s first value, as URLSearchParams.get does, and empty values as empty', () => {
    const query = new URLSearchParams('date=2026-01-05&employee=&date=2026-01-06&visit=1%402');
    expect(queryFields(query)).toEqual({ date: '2026-01-05', employee: '', visit: '1@2' });
    expect(queryFields(query).date).toBe(query.get('date'));
  });

  it('reads a name such as __proto__ or constructor as a field like any other, touching no prototype', () => {
    const fields = queryFields(new URLSearchParams('__proto__=x&constructor=y&toString=z'));
    expect(Object.keys(fields).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(fields.toString).toBe('z');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('has no field for a name that is not in the query', () => {
    expect(queryFields(new URLSearchParams('a=1')).toString).toBeUndefined();
  });
});
