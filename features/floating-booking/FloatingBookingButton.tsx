import { getTranslations } from 'next-intl/server';
import { BookButton } from '@/components/BookButton/BookButton';
import { FloatingBookSlot } from './FloatingBookSlot';
import styles from './FloatingBookingButton.module.scss';

/**
 * The booking button that stays in reach at the foot of the screen on phones; it opens the
 * booking panel. It steps aside while the page's own Book control is on screen, and the page
 * ends with room for it (styles/globals.scss), so nothing is ever left under it.
 */
export async function FloatingBookingButton() {
  const t = await getTranslations('Header');
  return (
    <FloatingBookSlot>
      <BookButton className={styles.button}>{t('book')}</BookButton>
    </FloatingBookSlot>
  );
}
