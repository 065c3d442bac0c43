import { isoDuration } from '@/lib/pricing/format-duration';
import styles from './Catalogue.module.scss';

/** The price and duration line of a service card. */
export function ServiceCardMeta({ price, duration, minutes }: { price: string; duration: string | null; minutes: number | null }) {
  return (
    <>
      <span className={styles.price}>{price}</span>
      {duration && minutes ? <time dateTime={isoDuration(minutes)}>{duration}</time> : null}
    </>
  );
}
