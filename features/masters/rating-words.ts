import { getTranslations } from 'next-intl/server';
import type { RatingSummary } from '@/lib/reviews/rating-summary';

export type RatingWords = {
  /** What a screen reader hears: "Rated 4.8 out of 5 from 5 reviews", or "Not rated yet" (shown too). */
  label: string;
  /** The figure shown beside the stars: "4.8 · 5 reviews", "4.5" without reviews; null when not rated. */
  caption: string | null;
};

/** A rating in words, in the request's language: one figure, to one decimal, wherever it is shown. */
export async function getRatingWords() {
  const t = await getTranslations('Rating');
  return (summary: RatingSummary | null): RatingWords => {
    if (!summary) return { label: t('notRated'), caption: null };
    const { average: rating, count } = summary;
    return count > 0
      ? { label: t('ratedFrom', { rating, count, best: 5 }), caption: t('figureFrom', { rating, count }) }
      : { label: t('rated', { rating }), caption: t('figure', { rating }) };
  };
}
