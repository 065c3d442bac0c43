import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '../Booking.module.scss';

/**
 * The words for a step's question the API did not answer: too many questions from the
 * connection (429), the booking system not answering (5xx, or no answer at all: 0), or a refusal.
 */
export const stepProblemKey = (status: number) =>
  status === 429 ? 'errors.tooManyQuestions' : status === 0 || status >= 500 ? 'errors.unavailable' : 'errors.refused';

/** A step's question that failed, said the same on the page and in the panel; `retry` is the panel's button. */
export function StepProblem({ status, retry }: { status: number; retry?: ReactNode }) {
  const t = useTranslations('Booking');
  return (
    <div role="alert" className={styles.error}>
      <p>{t(stepProblemKey(status))}</p>
      {retry}
    </div>
  );
}
