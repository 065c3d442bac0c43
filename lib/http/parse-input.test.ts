import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './parse-input';

const schema = z.object({ days: z.coerce.number({ error: 'Days are a number' }).int().min(1) });

describe('parseInput', () => {
  it('gives what the schema reads', () => {
    expect(parseInput(schema, { days: '3' })).toEqual({ days: 3 });
  });

  it('answers a refusal as every route of the site does: 400 invalid, the field and its message', async () => {
    const answer = parseInput(schema, { days: '0' });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid', field: 'days', message: 'Days are a number' });
  });
});
