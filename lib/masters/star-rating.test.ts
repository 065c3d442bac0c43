import { isRated, starsFor } from './star-rating';

const count = (rating: number | null | undefined) => {
  const stars = starsFor(rating);
  return {
    full: stars.filter((s) => s === 'full').length,
    half: stars.filter((s) => s === 'half').length,
    empty: stars.filter((s) => s === 'empty').length,
  };
};

describe('starsFor', () => {
  it('always gives five stars, full ones first, then the half, then the empty ones', () => {
    expect(starsFor(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starsFor(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it.each([
    [4.24, { full: 4, half: 0, empty: 1 }],
    [4.25, { full: 4, half: 1, empty: 0 }],
    [4.3, { full: 4, half: 1, empty: 0 }],
    [4.74, { full: 4, half: 1, empty: 0 }],
    [4.75, { full: 5, half: 0, empty: 0 }],
    [4.8, { full: 5, half: 0, empty: 0 }],
    [3.75, { full: 4, half: 0, empty: 1 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [0.2, { full: 0, half: 0, empty: 5 }],
    [0.5, { full: 0, half: 1, empty: 4 }],
  ])('%s gives %o', (rating, expected) => {
    expect(count(rating)).toEqual(expected);
  });

  it.each([0, null, undefined, Number.NaN, -2])('%s (no rating) gives five empty stars', (rating) => {
    expect(starsFor(rating)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps a rating above five to five full stars', () => {
    expect(starsFor(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('isRated', () => {
  it('is true only for a positive number', () => {
    expect(isRated(4.5)).toBe(true);
    expect(isRated(0)).toBe(false);
    expect(isRated(null)).toBe(false);
    expect(isRated(undefined)).toBe(false);
  });
});
