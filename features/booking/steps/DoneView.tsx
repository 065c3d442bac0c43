import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { calendarHref } from './booking-api';
import styles from '../Booking.module.scss';

type Props = {
  appointmentId: string;
  /** The visit as booked, where the surface shows it here (the page has its summary above). */
  details?: ReactNode;
  /** Where the visitor goes next: My bookings in the panel, another booking on the page. */
  next: ReactNode;
};

/**
 * Booked, on both surfaces: the confirmation (announced), the visit, "Add to calendar" (the
 * `.ics`, which the API gives only to the client who booked it) and what comes next.
 */
export function DoneView({ appointmentId, details, next }: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  return (
    <div className={styles.step}>
      <p role="status" className={styles.success}>
        {t('done.text')}
      </p>
      {details}
      <a
        className={styles.primary}
        href={calendarHref(appointmentId, locale)}
        download={`booking-${appointmentId}.ics`}
      >
        {t('done.addToCalendar')}
      </a>
      {next}
    </div>
  );
}
