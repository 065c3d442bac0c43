'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useId, useRef, useState } from 'react';
import { bookingApi, type ListedAppointment } from '@/features/booking/steps/booking-api';
import { ErrorNote } from '@/features/booking/steps/ErrorNote';
import { masterName } from '@/features/booking/panel/MasterStep';
import { useBookingCatalogue, type BookingCatalogue } from '@/features/booking/panel/use-booking-data';
import styles from '@/features/booking/Booking.module.scss';
import lists from './AccountLists.module.scss';
import { AppointmentDetails, appointmentWhen, CalendarLink, type AppointmentNames } from './AppointmentDetails';
import { isChangedMeanwhile, MoveBooking } from './MoveBooking';

/**
 * "My bookings": upcoming appointments, each cancellable within the salon's window (or saying
 * why not), then cancelled ones, then past ones. Cancelling asks first: the question, with the
 * salon's cancellation window, and its two answers, the confirming one focused; keeping the
 * booking gives focus back to its Cancel button, a done cancel to the list's heading. A cancel
 * or move refused because the booking changed elsewhere meanwhile reloads the list and says so
 * above it.
 */
export function MyBookings() {
  const t = useTranslations('Account');
  const headingId = useId();
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const catalogue = useBookingCatalogue();
  const appointments = useQuery({ queryKey: ['appointments'], queryFn: bookingApi.appointments });
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelled = appointments.data?.past.filter((appointment) => appointment.state === 'canceled') ?? [];
  const past = appointments.data?.past.filter((appointment) => appointment.state !== 'canceled') ?? [];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('myBookings')}
      </h3>
      {changedMeanwhile ? (
        <p role="alert" className={styles.error}>
          {t('changedMeanwhile')}
        </p>
      ) : null}
      {appointments.isPending || catalogue.pending ? (
        <p role="status">{t('loading')}</p>
      ) : appointments.error ? (
        <ErrorNote error={appointments.error} onRetry={() => void appointments.refetch()} />
      ) : (
        <>
          <h4 className={styles.groupTitle}>{t('upcoming')}</h4>
          {appointments.data.upcoming.length === 0 ? <p>{t('noUpcoming')}</p> : null}
          <ul className={lists.appointments}>
            {appointments.data.upcoming.map((appointment) => (
              <AppointmentItem
                key={appointment.id}
                appointment={appointment}
                catalogue={catalogue}
                hours={appointments.data.cancellationHours}
                onChangedMeanwhile={() => setChangedMeanwhile(true)}
                onCancelled={() => heading.current?.focus()}
              />
            ))}
          </ul>
          {[
            { title: t('cancelledGroup'), list: cancelled },
            { title: t('past'), list: past },
          ].map(({ title, list }) =>
            list.length > 0 ? (
              <Fragment key={title}>
                <h4 className={styles.groupTitle}>{title}</h4>
                <ul className={lists.appointments}>
                  {list.map((appointment) => (
                    <AppointmentItem
                      key={appointment.id}
                      appointment={appointment}
                      catalogue={catalogue}
                      hours={null}
                      onChangedMeanwhile={() => setChangedMeanwhile(true)}
                    />
                  ))}
                </ul>
              </Fragment>
            ) : null,
          )}
        </>
      )}
    </section>
  );
}

function AppointmentItem({
  appointment,
  catalogue,
  hours,
  onChangedMeanwhile,
  onCancelled,
}: {
  appointment: ListedAppointment;
  catalogue: BookingCatalogue;
  hours: number | null;
  onChangedMeanwhile: () => void;
  onCancelled?: () => void;
}) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => bookingApi.cancel(appointment.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['appointments'] });
      onCancelled?.();
    },
    // Changed or cancelled elsewhere meanwhile: the list is reloaded to show it as it is now.
    onError: (error) => {
      if (!isChangedMeanwhile(error)) return;
      onChangedMeanwhile();
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
  const names: AppointmentNames = {
    service: (id) => catalogue.services.find((service) => service.id === id)?.name ?? id,
    master: (id) => masterName(catalogue, id),
    zone: catalogue.location?.timeZone ?? 'Europe/London',
    currency: catalogue.services[0]?.currency ?? 'GBP',
  };
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState('');
  const moveButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const askId = useId();
  const keep = () => {
    setAsking(false);
    cancelButton.current?.focus();
  };
  const label = appointmentWhen(appointment, names.zone, locale);

  return (
    <li className={lists.appointment} data-state={appointment.state}>
      <AppointmentDetails appointment={appointment} names={names} />
      {appointment.state === 'canceled' ? <p className={styles.note}>{t('cancelled')}</p> : null}
      {hours !== null && appointment.state === 'booked' ? (
        <div className={lists.actions}>
          <CalendarLink appointmentId={appointment.id} />
          {appointment.cancellable ? (
            <button
              ref={moveButton}
              type="button"
              className={styles.secondary}
              aria-expanded={moving}
              aria-label={t('moveLabel', { when: label })}
              onClick={() => {
                setMoved('');
                setMoving((open) => !open);
              }}
            >
              {t('move')}
            </button>
          ) : null}
          {appointment.cancellable ? (
            <button
              ref={cancelButton}
              type="button"
              className={styles.secondary}
              disabled={cancel.isPending}
              aria-expanded={asking}
              aria-label={t('cancelLabel', { when: label })}
              onClick={() => setAsking((open) => !open)}
            >
              {cancel.isPending ? t('cancelling') : t('cancel')}
            </button>
          ) : (
            <p className={styles.note}>{t('cannotCancel', { hours })}</p>
          )}
        </div>
      ) : null}
      {asking && appointment.state === 'booked' ? (
        <div
          role="group"
          aria-labelledby={`${askId}-ask`}
          aria-describedby={`${askId}-window`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') keep();
          }}
        >
          <p id={`${askId}-ask`}>{t('cancelAsk', { when: label })}</p>
          <p id={`${askId}-window`} className={styles.note}>
            {t('cancelWindow', { hours: hours ?? 0 })}
          </p>
          <div className={lists.actions}>
            <button
              type="button"
              className={styles.primary}
              autoFocus
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? t('cancelling') : t('cancelYes')}
            </button>
            <button type="button" className={styles.secondary} disabled={cancel.isPending} onClick={keep}>
              {t('cancelKeep')}
            </button>
          </div>
        </div>
      ) : null}
      {moving ? (
        <MoveBooking
          appointment={appointment}
          catalogue={catalogue}
          onDone={(message) => {
            setMoving(false);
            setMoved(message);
            moveButton.current?.focus();
          }}
          onCancel={() => {
            setMoving(false);
            moveButton.current?.focus();
          }}
          onChangedMeanwhile={() => {
            setMoving(false);
            onChangedMeanwhile();
          }}
        />
      ) : null}
      <p role="status" className={moved ? styles.success : 'visually-hidden'}>
        {moved}
      </p>
      {cancel.error && !isChangedMeanwhile(cancel.error) ? <ErrorNote error={cancel.error} /> : null}
    </li>
  );
}
