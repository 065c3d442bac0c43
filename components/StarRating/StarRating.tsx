import { starsFor, type Star } from '@/lib/masters/star-rating';
import styles from './StarRating.module.scss';

// A five-pointed star in a 24x24 box; it is symmetric about x = 12, so its left half is exact.
const STAR = '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
const LEFT_HALF = '12,2 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';

function StarIcon({ star }: { star: Star }) {
  return (
    <svg className={styles.star} data-star={star} viewBox="0 0 24 24" focusable="false">
      <polygon className={star === 'full' ? styles.filled : styles.outline} points={STAR} />
      {star === 'half' ? <polygon className={styles.halfFill} points={LEFT_HALF} /> : null}
    </svg>
  );
}

type Props = {
  rating: number | null | undefined;
  /** What a screen reader hears instead of the stars, e.g. "Rated 4.5 out of 5" or "Not rated yet". */
  label: string;
  size?: 'small' | 'large';
  className?: string;
};

/** Five stars for a master's rating (whole stars, and a half star from .25 to below .75); the stars are decorative, the label is read. */
export function StarRating({ rating, label, size = 'small', className }: Props) {
  return (
    <span className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.stars} aria-hidden="true">
        {starsFor(rating).map((star, index) => (
          <StarIcon key={index} star={star} />
        ))}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
