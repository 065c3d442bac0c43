import type { CSSProperties } from 'react';
import { isRated, starFill } from '@/lib/masters/star-rating';
import styles from './StarRating.module.scss';

type Props = {
  rating: number | null | undefined;
  /** What a screen reader hears, e.g. "Rated 4.8 out of 5 from 5 reviews"; without a rating, the words shown ("Not rated yet"). */
  label: string;
  /** The figure shown beside the stars, e.g. "4.8 · 5 reviews" (the label says it to screen readers). */
  caption?: string;
  size?: 'small' | 'large';
  className?: string;
};

/**
 * A master's rating: one element draws the five stars (a star mask filled to the rating's
 * share), beside the figure when given; the label is what is read. No rating is said in words,
 * never drawn as empty stars (which read as 0 out of 5).
 */
export function StarRating({ rating, label, caption, size = 'small', className }: Props) {
  const classes = [styles.rating, styles[size], className].filter(Boolean).join(' ');
  if (!isRated(rating)) return <span className={`${classes} ${styles.unrated}`}>{label}</span>;
  return (
    <span className={classes}>
      <span className={styles.stars} aria-hidden="true" style={{ '--fill': starFill(rating) } as CSSProperties} />
      {caption ? (
        <span className={styles.caption} aria-hidden="true">
          {caption}
        </span>
      ) : null}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
