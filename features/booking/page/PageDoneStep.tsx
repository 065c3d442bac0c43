import { getTranslations } from 'next-intl/server';
import { localisedPath } from '@/lib/i18n/locale-href';
import { isLocale } from '@/lib/i18n/routing';
import { calendarHref } from '../booking-api';
import type { StepProps } from './BookingPage';
import styles from '../Booking.module.scss';

/**
 * Booked: the visit is the summary above (from the step's address), with "Add to calendar"
 * (the `.ics`, which the API gives only to the client who booked it) and a new booking.
 */
export async function DoneStep({ locale, appointmentId }: StepProps & { appointmentId: string }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  return (
    <div className={styles.step}>
      <p role="status" className={styles.success}>
        {t('done.text')}
      </p>
      <a className={styles.primary} href={calendarHref(appointmentId, locale)} download>
        {t('done.addToCalendar')}
      </a>
      <a className={styles.link} href={localisedPath(isLocale(locale) ? locale : 'en', '/book/')}>
        {t('page.bookAgain')}
      </a>
    </div>
  );
}
