import { describe, expect, it } from 'vitest';
import { firstIssue } from '@/lib/validation/first-issue';
import { maxSelection, toggleBodySchema } from './toggle-body';

const refusal = (body: unknown) => {
  const parsed = toggleBodySchema.safeParse(body);
  return parsed.success ? null : firstIssue(parsed.error);
};
const kindMessage = { field: 'kind', message: 'The kind is "services" or "employees"' };
const idsMessage = { field: 'ids', message: 'A list of up to 50 ids is required' };

describe('the body of a favourites toggle', () => {
  it('reads a kind and up to 50 ids, an empty list included', () => {
    expect(toggleBodySchema.safeParse({ kind: 'services', ids: ['1008', 'air-touch-long'] }).data).toEqual({
      kind: 'services',
      ids: ['1008', 'air-touch-long'],
    });
    expect(toggleBodySchema.safeParse({ kind: 'employees', ids: [] }).success).toBe(true);
    const most = Array.from({ length: maxSelection }, (_, index) => String(index));
    expect(toggleBodySchema.safeParse({ kind: 'employees', ids: most }).success).toBe(true);
  });

  it('names the kind before the ids', () => {
    for (const kind of [undefined, 'salons', 'Services', 7]) expect(refusal({ kind, ids: 'x' })).toEqual(kindMessage);
  });

  it('refuses ids that are not a list of at most 50 booking ids', () => {
    const tooMany = Array.from({ length: maxSelection + 1 }, (_, index) => String(index));
    for (const ids of [undefined, 'x', [7], ['a b'], ['x'.repeat(65)], tooMany, { 0: '1008' }])
      expect(refusal({ kind: 'services', ids })).toEqual(idsMessage);
  });
});
