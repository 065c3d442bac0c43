'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from './booking-api';
import styles from './Booking.module.scss';

/** What went wrong, in words, with a way to try again; whatever the visitor chose is kept. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useTranslations('Booking');
  const unavailable = !(error instanceof ApiError) || error.unavailable;
  return (
    <div role="alert" className={styles.error}>
      <p>{unavailable ? t('errors.unavailable') : t('errors.refused')}</p>
      {onRetry ? (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
