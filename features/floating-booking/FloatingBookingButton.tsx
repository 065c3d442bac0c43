import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import styles from './FloatingBookingButton.module.scss';

/** The booking button that stays in reach at the foot of the screen on phones. */
export async function FloatingBookingButton() {
  const t = await getTranslations('Header');
  return (
    <ExternalLink className={styles.button} href={getConfig().bookingUrl} newTabLabel={t('opensNewTab')}>
      {t('book')}
    </ExternalLink>
  );
}
