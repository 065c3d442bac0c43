/**
 * A master's rating as the site shows it, one figure everywhere (the masters list, the
 * master's page, the booking panel): the average of the booking system's feedbacks about the
 * master, to one decimal, with their count. A master with no feedback keeps the rating the
 * content gives (to one decimal, no count); with neither, the master is not rated yet.
 */
import type { Feedback } from '@/lib/booking/types';
import type { Master } from '@/lib/content/types';

export type RatingSummary = {
  /** 0-5, to one decimal. */
  average: number;
  /** How many feedbacks the average is of; 0 when the figure is the content's own. */
  count: number;
};

/** A 0-5 rating to one decimal (3.75 is 3.8): the only rounding of a rating the site does. */
export const roundRating = (rating: number): number => Math.round(Math.min(Math.max(rating, 0), 5) * 10) / 10;

/** The average (to one decimal) and count of some ratings, or null when there are none. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: roundRating(sum / ratings.length), count: ratings.length };
}

/** The feedbacks about a master (matched by booking id), newest first. */
export function feedbacksAbout(master: Pick<Master, 'crmId'>, feedbacks: readonly Feedback[]): Feedback[] {
  if (!master.crmId) return [];
  return feedbacks
    .filter((feedback) => feedback.employeeId === master.crmId)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** The master's rating: their feedbacks' average and count, else the content's rating, else null. */
export function masterRating(master: Pick<Master, 'crmId' | 'rating'>, feedbacks: readonly Feedback[]): RatingSummary | null {
  const reviewed = summarizeRatings(feedbacksAbout(master, feedbacks).map((feedback) => feedback.rating));
  if (reviewed) return reviewed;
  return master.rating !== null && master.rating > 0 ? { average: roundRating(master.rating), count: 0 } : null;
}

/** The masters with `rating` set to the figure the site shows (`masterRating`), for views that read `master.rating`. */
export function withShownRatings<T extends Pick<Master, 'crmId' | 'rating'>>(masters: readonly T[], feedbacks: readonly Feedback[]): T[] {
  return masters.map((master) => ({ ...master, rating: masterRating(master, feedbacks)?.average ?? null }));
}
