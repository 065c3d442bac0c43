import { useTranslations } from 'next-intl';
import styles from '../Booking.module.scss';

/**
 * The end of a step's form: what is still to be chosen, when the visitor tried to go on
 * without it (`missing`, announced), and the Continue button, kept at the bottom of the
 * panel's screen (sticky) while the step scrolls, last in the form's focus order.
 */
export function StepContinue({ missing, label }: { missing: string | null; label?: string }) {
  const t = useTranslations('Booking');
  return (
    <div className={styles.continueBar}>
      {missing ? (
        <p role="alert" className={styles.error}>
          {missing}
        </p>
      ) : null}
      <button type="submit" className={styles.primary}>
        {label ?? t('continue')}
      </button>
    </div>
  );
}
