'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/booking/types';
import { useAccountStore } from '@/stores/account-store';
import { useBookingStore } from '@/stores/booking-store';
import { calendarHref } from './booking-api';
import { formatInstantDay, formatInstantTime, formatMoney } from './booking-format';
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
      <dl className={styles.summary}>
        {first ? (
          <>
            <div>
              <dt>{t('summary.date')}</dt>
              <dd>{formatInstantDay(first.start, zone, locale)}</dd>
            </div>
            <div>
              <dt>{t('summary.time')}</dt>
              <dd>{formatInstantTime(first.start, zone, locale)}</dd>
            </div>
            <div>
              <dt>{t('summary.master')}</dt>
              <dd lang="en">{masterName(catalogue, first.employeeId)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('summary.service')}</dt>
          <dd lang="en">{names.join(', ')}</dd>
        </div>
        {total > 0 ? (
          <div>
            <dt>{t('summary.price')}</dt>
            <dd>{formatMoney(total, currency, locale)}</dd>
          </div>
        ) : null}
        {catalogue.location ? (
          <div>
            <dt>{t('summary.address')}</dt>
            <dd>{[catalogue.location.name, catalogue.location.street].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
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
