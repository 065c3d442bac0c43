import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intId, parseInput, positiveIntId } from './http';

describe('ids of the embedded backend', () => {
  it('reads a positive whole number sent as a JSON number or as digits', () => {
    for (const [value, id] of [
      [7, 7],
      ['7', 7],
      ['007', 7],
      [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ] as const)
      expect(intId(value)).toBe(id);
  });

  it('reads nothing else', () => {
    for (const value of [
      0,
      -1,
      1.5,
      '1.5',
      '-1',
      '',
      ' 7',
      '0x10',
      '1e3',
      '99999999999999999999',
      1e21,
      Infinity,
      null,
      undefined,
      [7],
      {},
    ])
      expect(intId(value)).toBeNull();
  });

  it('refuses with the message it is given, whatever is wrong', () => {
    const schema = z.object({ location: positiveIntId('A location id is required') });
    for (const location of [undefined, 'x', '0', 1.5, -3, true])
      expect(schema.safeParse({ location }).error?.issues[0]?.message).toBe('A location id is required');
  });
});

describe('parseInput of the embedded backend', () => {
  it('answers a refusal in the booking system’s error shape, naming the first wrong field', async () => {
    const answer = parseInput(z.object({ client: z.string({ error: 'A client id is required' }).min(1) }), {});
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(await (answer as Response).json()).toEqual({
      error: { code: 'invalid', message: 'A client id is required', field: 'client', attempts_left: null },
    });
  });
});
