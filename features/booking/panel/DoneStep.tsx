'use client';

import { useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/booking/types';
import { useAccountStore } from '@/stores/account-store';
import { useBookingStore } from '@/stores/booking-store';
import { masterName } from './MasterStep';
import { DoneView } from '../steps/DoneView';
import { VisitDetails } from '../steps/VisitDetails';
import type { BookingCatalogue } from './use-booking-data';
import styles from '../Booking.module.scss';

/** Booked, in the panel: the visit as the booking made it (each master assigned), then "My bookings". */
export function DoneStep({ catalogue, appointment }: { catalogue: BookingCatalogue; appointment: Appointment }) {
  const t = useTranslations('Booking');
  const closeBooking = useBookingStore((state) => state.close);
  const openAccount = useAccountStore((state) => state.open);

  return (
    <DoneView
      appointmentId={appointment.id}
      details={
        <VisitDetails
          lines={appointment.services.map((entry) => ({
            key: entry.id,
            name: catalogue.services.find((item) => item.id === entry.serviceId)?.name ?? entry.serviceId,
            employeeId: entry.employeeId,
            start: entry.start,
            end: entry.end,
            durationMinutes: Math.round((Date.parse(entry.end) - Date.parse(entry.start)) / 60_000),
            price: entry.price,
          }))}
          masterLabel={(id) => masterName(catalogue, id)}
          currency={catalogue.services[0]?.currency ?? 'GBP'}
          zone={catalogue.location?.timeZone ?? 'Europe/London'}
          location={catalogue.location}
        />
      }
      next={
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
      }
    />
  );
}
