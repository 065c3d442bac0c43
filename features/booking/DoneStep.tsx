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

/** Booked: each service with its master, start, duration and price, the visit's total and end, "Add to calendar" and "My bookings". */
export function DoneStep({ catalogue, appointment }: { catalogue: BookingCatalogue; appointment: Appointment }) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const closeBooking = useBookingStore((state) => state.close);
  const openAccount = useAccountStore((state) => state.open);
  const zone = catalogue.location?.timeZone ?? 'Europe/London';
  const first = appointment.services[0];
  const last = appointment.services.at(-1);
  const total = appointment.services.reduce((sum, entry) => sum + (entry.price ?? 0), 0);
  const currency = catalogue.services[0]?.currency ?? 'GBP';
  const time = (instant: string) => formatInstantTime(instant, zone, locale);

  return (
    <div className={styles.step}>
      <p role="status" className={styles.success}>
        {t('done.text')}
      </p>
      <BookingSummary
        rows={[
          first ? { label: t('summary.date'), value: formatInstantDay(first.start, zone, locale) } : null,
          first && last ? { label: t('summary.time'), value: `${time(first.start)}–${time(last.end)}` } : null,
        ]}
      />
      <ol className={styles.visit} aria-label={t('visit.services')}>
        {appointment.services.map((entry) => {
          const service = catalogue.services.find((item) => item.id === entry.serviceId);
          const minutes = Math.round((Date.parse(entry.end) - Date.parse(entry.start)) / 60_000);
          return (
            <li key={entry.id}>
              <BookingSummary
                rows={[
                  { label: t('summary.service'), value: service?.name ?? entry.serviceId, lang: 'en' },
                  { label: t('summary.master'), value: masterName(catalogue, entry.employeeId), lang: 'en' },
                  { label: t('summary.time'), value: time(entry.start) },
                  { label: t('summary.duration'), value: t('minutes', { count: minutes }) },
                  entry.price !== null
                    ? { label: t('summary.price'), value: formatMoney(entry.price, currency, locale) }
                    : null,
                ]}
              />
            </li>
          );
        })}
      </ol>
      <BookingSummary
        rows={[
          total > 0
            ? {
                label: appointment.services.length > 1 ? t('visit.total') : t('summary.price'),
                value: formatMoney(total, currency, locale),
              }
            : null,
          catalogue.location ? { label: t('summary.address'), value: salonAddress(catalogue.location) } : null,
        ]}
      />
      <a
        className={styles.primary}
        href={calendarHref(appointment.id, locale)}
        download={`booking-${appointment.id}.ics`}
      >
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
