import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssue } from './first-issue';

const schema = z.object({
  first: z.string({ error: 'first is wrong' }),
  list: z.array(z.string({ error: 'an entry is wrong' }), { error: 'list is wrong' }),
  last: z.number({ error: 'last is wrong' }),
});
const issue = (input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return firstIssue(parsed.error);
};

describe('firstIssue', () => {
  it('names the first wrong field in the order the schema declares them, whatever the order of the input', () => {
    expect(issue({ last: 'x', list: 'x', first: 1 })).toEqual({ field: 'first', message: 'first is wrong' });
    expect(issue({ last: 'x', list: 'x', first: 'ok' })).toEqual({ field: 'list', message: 'list is wrong' });
    expect(issue({ last: 'x', list: [], first: 'ok' })).toEqual({ field: 'last', message: 'last is wrong' });
  });

  it('names the field that holds a wrong entry, with the entry’s message', () => {
    expect(issue({ first: 'ok', list: ['fine', 7], last: 1 })).toEqual({ field: 'list', message: 'an entry is wrong' });
  });

  it('names the body for an input that is not an object at all', () => {
    expect(issue([1, 2]).field).toBe('body');
    expect(issue(null).field).toBe('body');
  });
});
