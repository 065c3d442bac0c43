'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Appointment } from '@/lib/booking/types';
import { ApiError, bookingApi } from './booking-api';
import { formatDay, formatInstantTime, formatMoney, servicePrice } from './booking-format';
import { BookingSummary, salonAddress } from './BookingSummary';
import { masterName } from './MasterStep';
import { freeStarts } from './TimeStep';
import type { BookingCatalogue } from './use-booking-data';
import styles from './Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  selection: { serviceId: string; employeeId: string; date: string; start: string };
  onBooked: (appointment: Appointment) => void;
  onChangeTime: (date: string, start: string) => void;
  onPickAnotherDay: () => void;
  onSignedOut: () => void;
};

const alternativesShown = 4;

/** The free starts of the day nearest to the one that was taken, nearest first. */
export function nearestStarts(starts: { start: string; time: string }[], taken: string) {
  const at = Date.parse(taken);
  return starts
    .filter((entry) => entry.start !== taken)
    .sort((a, b) => Math.abs(Date.parse(a.start) - at) - Math.abs(Date.parse(b.start) - at))
    .slice(0, alternativesShown)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Step 5: what will be booked, and the confirmation; a slot taken meanwhile offers the nearest free ones. */
export function ReviewStep({ catalogue, selection, onBooked, onChangeTime, onPickAnotherDay, onSignedOut }: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [alternatives, setAlternatives] = useState<{ start: string; time: string }[] | null>(null);
  const service = catalogue.services.find((entry) => entry.id === selection.serviceId);
  const zone = catalogue.location?.timeZone ?? 'Europe/London';
  const price = service ? servicePrice(service, catalogue.location?.id) : null;

  const booking = useMutation({
    mutationFn: () => bookingApi.book({ service: selection.serviceId, employee: selection.employeeId, start: selection.start }),
    onSuccess: ({ appointment }) => {
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      onBooked(appointment);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
        await queryClient.invalidateQueries({ queryKey: ['free-time'] });
        const free = await bookingApi.freeTime(selection.serviceId, selection.employeeId, selection.date).catch(() => undefined);
        setAlternatives(nearestStarts(freeStarts(free), selection.start));
      }
    },
  });

  const error = booking.error instanceof ApiError ? booking.error : booking.error ? new ApiError(0, 'network') : null;
  return (
    <div className={styles.step}>
      <BookingSummary
        rows={[
          { label: t('summary.service'), value: service?.name ?? selection.serviceId, lang: 'en' },
          {
            label: t('summary.master'),
            value: selection.employeeId === 'any' ? t('anyMaster') : masterName(catalogue, selection.employeeId),
            lang: selection.employeeId === 'any' ? undefined : 'en',
          },
          { label: t('summary.when'), value: `${formatDay(selection.date, locale)}, ${formatInstantTime(selection.start, zone, locale)}` },
          service ? { label: t('summary.duration'), value: t('minutes', { count: service.durationMinutes }) } : null,
          price !== null && service ? { label: t('summary.price'), value: formatMoney(price, service.currency, locale) } : null,
          catalogue.location ? { label: t('summary.address'), value: salonAddress(catalogue.location) } : null,
        ]}
      />
      {error ? (
        <div role="alert" className={styles.error}>
          <p>
            {error.status === 409
              ? t('errors.slotTaken')
              : error.status === 422
                ? t('errors.slotRefused')
                : error.unavailable
                  ? t('errors.unavailable')
                  : t('errors.refused')}
          </p>
          {alternatives && alternatives.length > 0 ? (
            <>
              <p>{t('nearestFree')}</p>
              <ul className={styles.alternatives}>
                {alternatives.map((entry) => (
                  <li key={entry.start}>
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => {
                        booking.reset();
                        setAlternatives(null);
                        onChangeTime(selection.date, entry.start);
                      }}
                    >
                      {t('takeTime', { time: entry.time })}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {alternatives ? (
            <button type="button" className={styles.link} onClick={onPickAnotherDay}>
              {t('pickAnotherTime')}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="button" className={styles.primary} disabled={booking.isPending} onClick={() => booking.mutate()}>
        {booking.isPending ? t('booking') : t('confirm')}
      </button>
    </div>
  );
}
