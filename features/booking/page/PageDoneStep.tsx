import { useTranslations } from 'next-intl';
import { localisedPath } from '@/lib/i18n/locale-href';
import { isLocale } from '@/lib/i18n/routing';
import { DoneView } from '../steps/DoneView';
import type { StepProps } from './step-props';
import { myBookingsHref } from './page-href';
import styles from '../Booking.module.scss';

/** Booked: the visit is the summary above (from the step's address); next, My bookings or another booking. */
export function DoneStep({ locale, path, appointmentId }: StepProps & { appointmentId: string }) {
  const t = useTranslations('Booking');
  return (
    <DoneView
      appointmentId={appointmentId}
      next={
        <>
          <a className={styles.link} href={myBookingsHref(path)}>
            {t('done.myBookings')}
          </a>
          <a className={styles.link} href={localisedPath(isLocale(locale) ? locale : 'en', '/book/')}>
            {t('page.bookAgain')}
          </a>
        </>
      }
    />
  );
}
