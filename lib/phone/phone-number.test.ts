import { describe, expect, it } from 'vitest';
import { e164PhoneSchema, toE164 } from './phone-number';
import { phoneErrorKey } from './phone-shape';

describe('toE164', () => {
  it('gives one UK mobile one form however it is typed', () => {
    for (const typed of [
      '+44 7700 900123',
      '447700900123',
      '07700 900123',
      '0044 7700 900123',
      '7700 900123',
      '(07700) 900-123',
    ])
      expect(toE164(typed), typed).toBe('+447700900123');
  });

  it('drops the national 0 written in brackets after the country code', () => {
    expect(toE164('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(toE164('+44 (0)7700 900123')).toBe('+447700900123');
    expect(toE164('020 7946 0958')).toBe('+442079460958');
  });

  it('reads other countries by their country code, with +, 00 or the code alone', () => {
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('33612345678')).toBe('+33612345678');
    expect(toE164('+1 212 555 0123')).toBe('+12125550123');
    expect(toE164('12125550123')).toBe('+12125550123');
  });

  it('refuses what no country dials', () => {
    for (const typed of ['+44 7700 900', '+44 7700 900123 456', '0044 12', '+999 1234567890', 'call me', ''])
      expect(toE164(typed), typed).toBeNull();
  });
});

describe('e164PhoneSchema', () => {
  it('parses to E.164 and fails with the phone message key', () => {
    expect(e164PhoneSchema.parse('07700 900123')).toBe('+447700900123');
    expect(e164PhoneSchema.safeParse('+44 7700 900').error?.issues[0]?.message).toBe(phoneErrorKey);
    expect(e164PhoneSchema.safeParse(447700900123).error?.issues[0]?.message).toBe(phoneErrorKey);
  });
});
