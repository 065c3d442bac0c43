'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from './booking-api';
import { StepProblem } from './StepProblem';
import styles from '../Booking.module.scss';

/** What went wrong, in words, with a way to try again; whatever the visitor chose is kept. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useTranslations('Booking');
  return (
    <StepProblem
      status={error instanceof ApiError ? error.status : 0}
      retry={
        onRetry ? (
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null
      }
    />
  );
}
