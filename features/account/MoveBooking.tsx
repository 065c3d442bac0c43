'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { ApiError, bookingApi, type ListedAppointment } from '@/features/booking/steps/booking-api';
import { formatInstantDay, formatInstantTime } from '@/features/booking/steps/booking-format';
import { ErrorNote } from '@/features/booking/steps/ErrorNote';
import { TimeStep } from '@/features/booking/panel/TimeStep';
import type { BookingCatalogue } from '@/features/booking/panel/use-booking-data';
import styles from '@/features/booking/Booking.module.scss';

type Props = {
  appointment: ListedAppointment;
  catalogue: BookingCatalogue;
  onDone: (message: string) => void;
  onCancel: () => void;
  /** The booking was changed or cancelled elsewhere meanwhile: the list says so and reloads. */
  onChangedMeanwhile: () => void;
};

/** The site's refusal of a move or cancel of a booking that is no longer as the visitor saw it. */
export const isChangedMeanwhile = (error: unknown) => error instanceof ApiError && error.code === 'appointment_changed';

/**
 * Moving a booking: the days and times at which the same visit (its services, in order,
 * with the same masters) fits, then one request that moves it. If someone else took the new
 * time first, the booking stays where it was and the visitor is told so; if the booking was
 * changed or cancelled elsewhere meanwhile (another window), the list of bookings says so.
 */
export function MoveBooking({ appointment, catalogue, onDone, onCancel, onChangedMeanwhile }: Props) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const zone = catalogue.location?.timeZone ?? 'Europe/London';
  const visit = appointment.services.map((entry) => ({ serviceId: entry.serviceId, employeeId: entry.employeeId }));
  const move = useMutation({
    mutationFn: (start: string) => bookingApi.move(appointment.id, start),
    onSuccess: async ({ appointment: moved }) => {
      await queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      const start = moved.services[0]?.start ?? moved.start ?? '';
      onDone(
        t('moved', { when: `${formatInstantDay(start, zone, locale)}, ${formatInstantTime(start, zone, locale)}` }),
      );
    },
    onError: (error) => {
      if (isChangedMeanwhile(error)) {
        onChangedMeanwhile();
        void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      }
      void queryClient.invalidateQueries({ queryKey: ['free-time'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
    },
  });
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className={styles.step}>
      <h5 id={headingId} ref={heading} tabIndex={-1} className={styles.groupTitle}>
        {t('moveTitle')}
      </h5>
      <TimeStep
        catalogue={catalogue}
        visit={visit}
        initialDate={null}
        submitLabel={move.isPending ? t('moving') : t('moveConfirm')}
        onChoose={(_, start) => {
          if (!move.isPending) move.mutate(start);
        }}
      />
      {move.error instanceof ApiError && move.error.status === 409 ? (
        <p role="alert" className={styles.error}>
          {t('moveTaken')}
        </p>
      ) : move.error ? (
        <ErrorNote error={move.error} />
      ) : null}
      <button type="button" className={styles.link} onClick={onCancel}>
        {t('moveKeep')}
      </button>
    </section>
  );
}
