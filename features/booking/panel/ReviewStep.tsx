'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Appointment } from '@/lib/booking/types';
import { ApiError, bookingApi, visitApi } from '../steps/booking-api';
import { bookingProblem } from '../steps/booking-problem';
import { masterName } from './MasterStep';
import { VisitDetails } from '../steps/VisitDetails';
import { visitLines } from '../steps/visit-lines';
import type { BookingCatalogue } from './use-booking-data';
import type { ReadyVisitEntry } from '@/lib/booking/flow/visit-selection';
import styles from '../Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  visit: ReadyVisitEntry[];
  date: string;
  start: string;
  onBooked: (appointment: Appointment) => void;
  onChangeTime: (date: string, start: string) => void;
  onPickAnotherDay: () => void;
  onSignedOut: () => void;
  onAddService: () => void;
  onRemoveService: (position: number) => void;
  onChangeMaster: (position: number) => void;
};

const alternativesShown = 4;
/** The most services one visit takes (as the booking API does). */
const maxVisitServices = 5;

/** The free starts of the day nearest to the one that was taken, nearest first. */
export function nearestStarts(starts: { start: string; time: string }[], taken: string) {
  const at = Date.parse(taken);
  return starts
    .filter((entry) => entry.start !== taken)
    .sort((a, b) => Math.abs(Date.parse(a.start) - at) - Math.abs(Date.parse(b.start) - at))
    .slice(0, alternativesShown)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Refusals about the client's caps, not the time: no other time would do better. */
const capCodes = new Set(['too_many_upcoming', 'too_many_drafts']);

/** Step 5: what will be booked, and the confirmation; a slot taken meanwhile offers the nearest times the whole visit fits. */
export function ReviewStep({
  catalogue,
  visit,
  date,
  start,
  onBooked,
  onChangeTime,
  onPickAnotherDay,
  onSignedOut,
  onAddService,
  onRemoveService,
  onChangeMaster,
}: Props) {
  const t = useTranslations('Booking');
  const queryClient = useQueryClient();
  const [alternatives, setAlternatives] = useState<{ start: string; time: string }[] | null>(null);
  const zone = catalogue.location?.timeZone ?? 'Europe/London';
  const salonPhone = catalogue.location?.phone ?? null;
  const { lines, currency } = visitLines(catalogue, visit, start);
  const master = (employeeId: string) => (employeeId === 'any' ? t('anyMaster') : masterName(catalogue, employeeId));

  const booking = useMutation({
    mutationFn: () =>
      bookingApi.book({
        visit: visit.map((entry) => ({ service: entry.serviceId, employee: entry.employeeId })),
        start,
      }),
    onSuccess: ({ appointment }) => {
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      onBooked(appointment);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      if (error instanceof ApiError && (error.status === 409 || error.status === 422) && !capCodes.has(error.code)) {
        await queryClient.invalidateQueries({ queryKey: ['free-time'] });
        const free = await visitApi.times(visit, date).catch(() => []);
        setAlternatives(nearestStarts(free, start));
      }
    },
  });

  const error = booking.error instanceof ApiError ? booking.error : booking.error ? new ApiError(0, 'network') : null;
  return (
    <div className={styles.step}>
      <VisitDetails
        lines={lines.map((line, position) => ({ ...line, key: `${line.serviceId}-${position}` }))}
        masterLabel={master}
        currency={currency}
        zone={zone}
        location={catalogue.location}
        actions={(position, line) => (
          <>
            <button type="button" className={styles.link} onClick={() => onChangeMaster(position)}>
              {t('visit.changeMaster', { service: line.name })}
            </button>
            {lines.length > 1 ? (
              <button type="button" className={styles.link} onClick={() => onRemoveService(position)}>
                {t('visit.remove', { service: line.name })}
              </button>
            ) : null}
          </>
        )}
      />
      {lines.length < maxVisitServices ? (
        <button type="button" className={styles.secondary} onClick={onAddService}>
          {t('visit.add')}
        </button>
      ) : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <p>
            {(() => {
              const said = bookingProblem(error.status, error.code, error.details.max);
              return t(said.key, said.values ?? {});
            })()}
          </p>
          {error.code === 'too_many_upcoming' && salonPhone ? (
            <p>
              <a className={styles.link} href={`tel:${salonPhone.replace(/[^+\d]/g, '')}`}>
                {t('errors.callSalon', { phone: salonPhone })}
              </a>
            </p>
          ) : null}
          {alternatives && alternatives.length > 0 ? (
            <>
              <p>{lines.length > 1 ? t('visit.nearestFree') : t('nearestFree')}</p>
              <ul className={styles.alternatives}>
                {alternatives.map((entry) => (
                  <li key={entry.start}>
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => {
                        booking.reset();
                        setAlternatives(null);
                        onChangeTime(date, entry.start);
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
