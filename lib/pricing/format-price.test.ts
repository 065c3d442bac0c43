import { describe, expect, it } from 'vitest';
import type { Service } from '@/lib/content/types';
import { formatPounds, formatPriceRange, formatPriceSummary, priceForSalon } from './format-price';
import { formatDuration, isoDuration } from './format-duration';

const words = { from: 'from', noPrice: 'Price on consultation' };

describe('formatPounds', () => {
  it.each([
    [0, '£0'],
    [95, '£95'],
    [999, '£999'],
    [1200, '£1 200'],
    [12500, '£12 500'],
    [1234567, '£1 234 567'],
    [49.5, '£49.50'],
  ])('%d -> %s', (amount, expected) => expect(formatPounds(amount)).toBe(expected));
});

describe('formatPriceRange', () => {
  it('puts a space before the last three digits on both ends', () => {
    expect(formatPriceRange(950, 1200)).toBe('£950 – £1 200');
  });
  it('shows one amount when there is no higher bound', () => {
    expect(formatPriceRange(95, null)).toBe('£95');
    expect(formatPriceRange(95, 95)).toBe('£95');
  });
});

describe('formatPriceSummary', () => {
  it('shows "from" with the minimum when there is more than one price or params', () => {
    expect(formatPriceSummary({ min: 95, max: 135, isFrom: true }, words)).toBe('from £95');
  });
  it('shows a single price plainly', () => {
    expect(formatPriceSummary({ min: 55, max: null, isFrom: false }, words)).toBe('£55');
  });
  it('shows the no-price message when nothing is priced', () => {
    expect(formatPriceSummary(null, words)).toBe('Price on consultation');
  });
});

describe('priceForSalon', () => {
  const service = {
    hasParams: false,
    salonPrices: [
      { salonId: 500, from: 55, to: null, variants: [] },
      { salonId: 501, from: 60, to: 80, variants: [] },
      { salonId: 502, from: null, to: null, variants: [{ id: 'a', name: 'Short', from: 90, to: null }] },
    ],
  } as unknown as Service;

  it("uses that salon's own entry", () => {
    expect(priceForSalon(service, 500)).toEqual({ min: 55, max: null, isFrom: false });
    expect(priceForSalon(service, 501)).toEqual({ min: 60, max: 80, isFrom: true });
  });
  it('marks variants as "from"', () => {
    expect(priceForSalon(service, 502)).toEqual({ min: 90, max: null, isFrom: true });
  });
  it('is null for a salon that does not price the service', () => {
    expect(priceForSalon(service, 999)).toBeNull();
  });
});

describe('formatDuration', () => {
  const units = { hours: 'h', minutes: 'min' };
  it('writes whole hours and the minutes left', () => {
    expect(formatDuration(90, units)).toBe('1 h 30 min');
    expect(formatDuration(60, units)).toBe('1 h');
    expect(formatDuration(75, units)).toBe('1 h 15 min');
    expect(formatDuration(210, units)).toBe('3 h 30 min');
    expect(formatDuration(100, { hours: 'год', minutes: 'хв' })).toBe('1 год 40 хв');
  });
  it('keeps short appointments in minutes and hides unknown ones', () => {
    expect(formatDuration(45, units)).toBe('45 min');
    expect(formatDuration(null, units)).toBeNull();
    expect(formatDuration(0, units)).toBeNull();
  });
  it('writes ISO durations', () => {
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(45)).toBe('PT45M');
  });
});
