import { getTranslations } from 'next-intl/server';
import { BookButton } from '@/components/BookButton/BookButton';
import styles from './FloatingBookingButton.module.scss';

/** The booking button that stays in reach at the foot of the screen on phones; it opens the booking panel. */
export async function FloatingBookingButton() {
  const t = await getTranslations('Header');
  return <BookButton className={styles.button}>{t('book')}</BookButton>;
}
