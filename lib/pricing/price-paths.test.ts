import { describe, expect, it } from 'vitest';
import { priceListPath, priceTopPath } from './price-paths';

describe('price list paths', () => {
  it('builds the price list addresses with their trailing slash', () => {
    expect(priceListPath).toBe('/price/');
    expect(priceTopPath('female')).toBe('/price/female/');
  });
});
