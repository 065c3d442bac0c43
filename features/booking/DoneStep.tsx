'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/booking/types';
import { useAccountStore } from '@/stores/account-store';
import { useBookingStore } from '@/stores/booking-store';
import { calendarHref } from './booking-api';
import { formatInstantDay, formatInstantTime, formatMoney } from './booking-format';
import { BookingSummary, salonAddress } from './BookingSummary';
import { masterName } from './MasterStep';
import type { BookingCatalogue } from './use-booking-data';
import styles from './Booking.module.scss';

/** Booked: when, with whom, what, for how much and where, with "Add to calendar" and the way to "My bookings". */
export function DoneStep({ catalogue, appointment }: { catalogue: BookingCatalogue; appointment: Appointment }) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const closeBooking = useBookingStore((state) => state.close);
  const openAccount = useAccountStore((state) => state.open);
  const zone = catalogue.location?.timeZone ?? 'Europe/London';
  const first = appointment.services[0];
  const names = appointment.services.map(
    (entry) => catalogue.services.find((service) => service.id === entry.serviceId)?.name ?? entry.serviceId,
  );
  const total = appointment.services.reduce((sum, entry) => sum + (entry.price ?? 0), 0);
  const currency = catalogue.services[0]?.currency ?? 'GBP';

  return (
    <div className={styles.step}>
      <p role="status" className={styles.success}>
        {t('done.text')}
      </p>
      <BookingSummary
        rows={[
          first ? { label: t('summary.date'), value: formatInstantDay(first.start, zone, locale) } : null,
          first ? { label: t('summary.time'), value: formatInstantTime(first.start, zone, locale) } : null,
          first ? { label: t('summary.master'), value: masterName(catalogue, first.employeeId), lang: 'en' } : null,
          { label: t('summary.service'), value: names.join(', '), lang: 'en' },
          total > 0 ? { label: t('summary.price'), value: formatMoney(total, currency, locale) } : null,
          catalogue.location ? { label: t('summary.address'), value: salonAddress(catalogue.location) } : null,
        ]}
      />
      <a className={styles.primary} href={calendarHref(appointment.id, locale)} download={`booking-${appointment.id}.ics`}>
        {t('done.addToCalendar')}
      </a>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          closeBooking();
          openAccount('bookings');
        }}
      >
        {t('done.myBookings')}
      </button>
    </div>
  );
}
