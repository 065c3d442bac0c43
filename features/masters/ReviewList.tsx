import { getTranslations } from 'next-intl/server';
import { StarRating } from '@/components/StarRating/StarRating';
import { intlLocale } from '@/lib/format/format-money';
import { StaticHtml } from '@/lib/html/StaticHtml';
import { localisedPath } from '@/lib/i18n/locale-href';
import { PageLink } from '@/lib/i18n/PageLink';
import type { Locale } from '@/lib/i18n/routing';
import { masterPath } from '@/lib/masters/master-paths';
import type { RatingSummary } from '@/lib/reviews/rating-summary';
import { reviewTimeZone, type Review } from '@/lib/reviews/reviews';
import { getRatingWords } from './rating-words';
import styles from './ReviewList.module.scss';

type Props = {
  heading: string;
  headingId: string;
  /** Newest first. */
  reviews: Review[];
  summary: RatingSummary | null;
  /** Whether each review names its master (a list of several masters' reviews). */
  namingMasters?: boolean;
  locale: Locale;
  className?: string;
};

/**
 * Reviews from the booking system's feedbacks: their average and count, then each one (first
 * name, date, rating, words, in the language each is written in). Nothing at all without
 * reviews, so a booking system that did not answer leaves no empty box. Nothing in it needs a
 * script: written out as HTML (StaticHtml), not hydrated; a review's link to its master, far
 * down the page, is a plain page link.
 */
export async function ReviewList({ heading, headingId, reviews, summary, namingMasters = false, locale, className }: Props) {
  if (reviews.length === 0) return null;
  const [t, ratingWords, words] = await Promise.all([getTranslations('Reviews'), getRatingWords(), getTranslations('Rating')]);
  const overall = ratingWords(summary);
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: reviewTimeZone });
  return (
    <StaticHtml as="section" className={[styles.reviews, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className={styles.summary}>
        <StarRating rating={summary?.average} label={overall.label} caption={overall.caption ?? undefined} size="large" />
      </p>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.meta}>
              {review.firstName ? <span className={styles.author}>{review.firstName}</span> : null}
              <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
              {namingMasters ? (
                <PageLink href={localisedPath(locale, masterPath(review.master))}>{t('about', { name: review.master.name })}</PageLink>
              ) : null}
            </p>
            <StarRating rating={review.rating} label={words('rated', { rating: review.rating })} />
            {review.text ? (
              <p className={styles.text} lang={review.language ?? undefined} data-review-text="">
                {review.text}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </StaticHtml>
  );
}
