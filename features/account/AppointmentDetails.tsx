import { useLocale, useTranslations } from 'next-intl';
import { calendarHref } from '@/features/booking/steps/booking-api';
import { formatInstantDay, formatInstantTime, formatMoney } from '@/features/booking/steps/booking-format';
import type { Appointment } from '@/lib/booking/types';
import styles from '@/features/booking/Booking.module.scss';

export type AppointmentNames = {
  service: (serviceId: string) => string;
  master: (employeeId: string) => string;
  zone: string;
  currency: string;
};

/** "Tuesday 13 January 2026, 11:00": when the visit starts, in the salon's time zone. */
export function appointmentWhen(appointment: Appointment, zone: string, locale: string): string {
  const first = appointment.services[0];
  return first ? `${formatInstantDay(first.start, zone, locale)}, ${formatInstantTime(first.start, zone, locale)}` : '';
}

/**
 * One booked visit as My bookings shows it, in the account panel and on the booking page
 * alike: when, its services, its masters and its total.
 */
export function AppointmentDetails({ appointment, names }: { appointment: Appointment; names: AppointmentNames }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const services = appointment.services.map((entry) => names.service(entry.serviceId)).join(', ');
  const masters = [...new Set(appointment.services.map((entry) => names.master(entry.employeeId)))].join(', ');
  const total = appointment.services.reduce((sum, entry) => sum + (entry.price ?? 0), 0);
  return (
    <>
      <p className={styles.choiceName}>{appointmentWhen(appointment, names.zone, locale)}</p>
      <p lang="en">{services}</p>
      {appointment.services.length > 0 ? <p lang="en">{t('withMaster', { name: masters })}</p> : null}
      {total > 0 ? <p>{formatMoney(total, names.currency, locale)}</p> : null}
    </>
  );
}

/** "Add to calendar": the visit's `.ics`, which the API gives only to the client who booked it. */
export function CalendarLink({ appointmentId }: { appointmentId: string }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  return (
    <a className={styles.link} href={calendarHref(appointmentId, locale)} download={`booking-${appointmentId}.ics`}>
      {t('addToCalendar')}
    </a>
  );
}
