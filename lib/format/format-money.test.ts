import { describe, expect, it } from 'vitest';
import { formatMoney as bookingPanelMoney } from '@/features/booking/booking-format';
import { formatPriceRange } from '@/lib/pricing/format-price';
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

  // The booking panel and the account panel print through booking-format's export, the
  // calendar file through this module: each prints what the catalogue prints.
  it('is what the catalogue, the booking panel and the account panel print', () => {
    expect(bookingPanelMoney(1200, 'GBP', 'en')).toBe(formatPriceRange(1200, null));
    expect(bookingPanelMoney(1200, 'GBP', 'ua')).toBe('£1 200');
  });
});
