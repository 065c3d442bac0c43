/** The stars of a master's rating (five stars, halves from .25 to below .75). */
export type Star = 'full' | 'half' | 'empty';

export const STAR_COUNT = 5;

/**
 * Five stars for a 0-5 rating: a fractional part from .25 up to below .75 is a half star,
 * .75 and above rounds up to a full star, below .25 rounds down. No rating (missing or
 * zero) is five empty stars; values outside 0-5 are clamped.
 */
export function starsFor(rating: number | null | undefined): Star[] {
  if (!rating || !Number.isFinite(rating) || rating <= 0) return Array<Star>(STAR_COUNT).fill('empty');
  const clamped = Math.min(rating, STAR_COUNT);
  let full = Math.floor(clamped);
  // Rounded to thousandths so 4.75 - 4 lands on .75 however the float was produced.
  const fraction = Math.round((clamped - full) * 1000) / 1000;
  let half = false;
  if (fraction >= 0.75) full += 1;
  else if (fraction >= 0.25) half = true;
  return Array.from({ length: STAR_COUNT }, (_, index): Star => {
    if (index < full) return 'full';
    if (index === full && half) return 'half';
    return 'empty';
  });
}

/** Whether a master has a rating worth announcing (the stars are empty otherwise). */
export function isRated(rating: number | null | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0;
}
