import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '£0'],
    [95, '£95'],
    [1200, '£1 200'],
    [12500, '£12 500'],
    [1234567, '£1 234 567'],
    [49.5, '£49.50'],
    [1200.5, '£1 200.50'],
  ])('%d pounds -> %s in both languages', (amount, expected) => {
    expect(formatMoney(amount, 'GBP', 'en')).toBe(expected);
    expect(formatMoney(amount, 'GBP', 'ua')).toBe(expected);
  });

  it('groups the digits the same way for another currency, under its own sign', () => {
    expect(formatMoney(1200, 'EUR', 'en')).toBe('€1 200');
  });
});
