/** How a master's 0-5 rating is drawn: the share of five stars filled. */
export const STAR_COUNT = 5;

/** Whether a master has a rating to show (a positive, finite number); otherwise "Not rated yet" is said in words. */
export function isRated(rating: number | null | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0;
}

/** The share (0-1) of the five stars filled for a rating: 3.8 fills 76 %; values outside 0-5 are clamped. */
export function starFill(rating: number): number {
  return Math.min(Math.max(rating, 0), STAR_COUNT) / STAR_COUNT;
}
