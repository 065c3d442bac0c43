import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '£0'],
    [95, '£95'],
    [1200, '£1 200'],
    [12500, '£12 500'],
    [1234567, '£1 234 567'],
  ])('%d pounds -> %s in both languages', (amount, expected) => {
    expect(formatMoney(amount, 'GBP', 'en')).toBe(expected);
    expect(formatMoney(amount, 'GBP', 'uk')).toBe(expected);
  });

  it.each([
    [49.5, '£49.50', '£49,50'],
    [1200.5, '£1 200.50', '£1 200,50'],
  ])('%d pounds -> %s in English, %s with the Ukrainian decimal comma', (amount, english, ukrainian) => {
    expect(formatMoney(amount, 'GBP', 'en')).toBe(english);
    expect(formatMoney(amount, 'GBP', 'uk')).toBe(ukrainian);
  });

  it('groups the digits the same way for another currency, under its own sign', () => {
    expect(formatMoney(1200, 'EUR', 'en')).toBe('€1 200');
  });
});
