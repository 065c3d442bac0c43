import { describe, expect, it } from 'vitest';
import { formatPriceRange } from '@/lib/pricing/format-price';
import { formatMoney } from './booking-format';

describe('booking-format', () => {
  // The booking panel and the account panel print through this export, the calendar file
  // through lib/format/format-money: each prints what the catalogue prints.
  it('prints money as the catalogue prints it', () => {
    expect(formatMoney(1200, 'GBP', 'en')).toBe(formatPriceRange(1200, null));
    expect(formatMoney(1200, 'GBP', 'uk')).toBe('£1 200');
  });
});
