import { useTranslations } from 'next-intl';
import styles from './Booking.module.scss';

/**
 * The end of a step's form: what is still to be chosen, when the visitor tried to go on
 * without it (`missing`, announced), and the Continue button.
 */
export function StepContinue({ missing }: { missing: string | null }) {
  const t = useTranslations('Booking');
  return (
    <>
      {missing ? (
        <p role="alert" className={styles.error}>
          {missing}
        </p>
      ) : null}
      <button type="submit" className={styles.primary}>
        {t('continue')}
      </button>
    </>
  );
}
