import { isRated, starFill } from './star-rating';

describe('starFill', () => {
  it.each([
    [5, 1],
    [3.8, 0.76],
    [4.5, 0.9],
    [0.5, 0.1],
    [7, 1],
    [-1, 0],
  ])('%s fills %s of the five stars', (rating, share) => {
    expect(starFill(rating)).toBeCloseTo(share, 10);
  });
});

describe('isRated', () => {
  it('is true only for a positive, finite rating', () => {
    expect(isRated(4.2)).toBe(true);
    expect(isRated(0)).toBe(false);
    expect(isRated(null)).toBe(false);
    expect(isRated(undefined)).toBe(false);
    expect(isRated(Number.NaN)).toBe(false);
  });
});
