import { useTranslations } from 'next-intl';
import { StepProblem } from '../steps/StepProblem';
import styles from '../Booking.module.scss';

/**
 * Why the booking system refused to cancel or move a visit from My bookings, in the panel's
 * words: past the salon's window, changed meanwhile (another window), the new time just
 * taken; anything else as the steps say their problems.
 */
export function ChangeRefusal({ status, error, hours }: { status: number; error: string; hours: number }) {
  const t = useTranslations('Account');
  const message =
    error === 'cancellation_window'
      ? t('cannotCancel', { hours })
      : error === 'appointment_changed'
        ? t('changedMeanwhile')
        : error === 'slot_taken'
          ? t('moveTaken')
          : null;
  if (!message) return <StepProblem status={status} />;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
