import { describe, expect, it } from 'vitest';
import { phoneSchema } from './phone-schema';
import { phoneErrorKey } from './phone-shape';

const parse = (value: unknown) => phoneSchema.safeParse(value);

describe('phoneSchema', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['020 7946 0958', '02079460958'],
    ['(020) 7946-0958', '02079460958'],
    ['+44 (0)20 7946-0958', '+4402079460958'],
    ['  07700900123 ', '07700900123'],
    ['0123456789', '0123456789'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parse(input)).toEqual({ success: true, data: expected });
  });

  it.each([
    ['nine digits', '012345678'],
    ['nine digits with a plus', '+12345678 9'.replace(' ', '')],
    ['letters', '0207946095a'],
    ['a word', 'call me please'],
    ['a plus in the middle', '020+79460958'],
    ['two pluses', '++442079460958'],
    ['more than fifteen digits', '+4420794609581234'],
    ['dots', '020.7946.0958'],
    ['empty', ''],
  ])('refuses %s with the message key', (_name, input) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(phoneErrorKey);
  });

  it('refuses a value that is not a string with the same key', () => {
    expect(parse(4420794609581)).toMatchObject({ success: false });
    expect(parse(undefined).error?.issues[0]?.message).toBe(phoneErrorKey);
  });
});
