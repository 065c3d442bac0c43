import { describe, expect, it } from 'vitest';
import { summarisePrices } from './summarise-prices';

describe('summarisePrices', () => {
  const salonPrice = (from: number | null, to: number | null = null) => ({ salonId: 500, from, to, variants: [] });

  it('is a single price without "from" when there is one price and no params', () => {
    expect(summarisePrices([salonPrice(55)], [55], false)).toEqual({ min: 55, max: null, isFrom: false });
  });
  it('is the minimum with "from" when there is more than one price', () => {
    expect(summarisePrices([salonPrice(95, 135)], [], false)).toEqual({ min: 95, max: 135, isFrom: true });
  });
  it('is "from" whenever the service has params', () => {
    expect(summarisePrices([salonPrice(60)], [], true)).toEqual({ min: 60, max: null, isFrom: true });
  });
  it('is null when nothing is priced', () => {
    expect(summarisePrices([salonPrice(null)], [], false)).toBeNull();
    expect(summarisePrices([], [0], false)).toBeNull();
  });
});
