'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { visitApi, visitParam, type FreeTime } from '../steps/booking-api';
import { addDays, formatDay } from '../steps/booking-format';
import { ErrorNote } from '../steps/ErrorNote';
import { OptionGrid } from '../steps/OptionGrid';
import type { AddServiceControl } from '../steps/AddAnotherService';
import { TimeChoices } from '../steps/TimeChoices';
import type { BookingCatalogue } from './use-booking-data';
import { StepContinue } from './StepContinue';
import styles from '../Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  /** The visit's services in order, each with its master or "any". */
  visit: { serviceId: string; employeeId: string }[];
  initialDate: string | null;
  /** The form's button, when it does more than go on (moving a booking). */
  submitLabel?: string;
  onChoose: (date: string, start: string) => void;
  addAnother?: AddServiceControl | null;
};

/** Every free start of a day, whichever master has it, in order. */
export function freeStarts(freeTime: FreeTime | undefined): { start: string; time: string }[] {
  const byStart = new Map<string, { start: string; time: string }>();
  for (const employee of freeTime?.employees ?? []) for (const time of employee.times) byStart.set(time.start, time);
  return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Step 3 in the panel (and moving a booking): the shared days and times as keyboard grids in
 * which arrows move and choose, two weeks a page; the times are the starts at which the whole
 * visit fits back to back.
 */
export function TimeStep({ visit, initialDate, submitLabel, onChoose, addAnother }: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const [from, setFrom] = useState<string | null>(initialDate);
  const [date, setDate] = useState<string | null>(initialDate);
  const [start, setStart] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [missing, setMissing] = useState(false);

  const key = visitParam(visit);
  const availability = useQuery({
    queryKey: ['availability', key, from],
    queryFn: () => visitApi.days(visit, from ?? undefined),
  });
  const days = availability.data?.days ?? [];
  const shownDate =
    date && days.some((day) => day.date === date && day.free > 0)
      ? date
      : (days.find((day) => day.free > 0)?.date ?? null);
  const freeTime = useQuery({
    queryKey: ['free-time', key, shownDate],
    queryFn: () => visitApi.times(visit, shownDate!),
    enabled: shownDate !== null,
  });
  const times = freeTime.data ?? [];

  if (availability.isPending) return <p role="status">{t('loading')}</p>;
  if (availability.error) return <ErrorNote error={availability.error} onRetry={() => void availability.refetch()} />;

  const firstDay = days[0]?.date ?? null;
  // Paging stops at the booking horizon, the last day the site lets a visitor book.
  const nextFrom = firstDay ? addDays(firstDay, 14) : null;
  const chooseDay = (key: string) => {
    setDate(key);
    setStart(null);
    setAnnouncement(t('daySelected', { day: formatDay(key, locale) }));
  };
  const chooseTime = (key: string) => {
    setStart(key);
    setMissing(false);
    const time = times.find((entry) => entry.start === key)?.time ?? '';
    setAnnouncement(t('timeSelected', { day: shownDate ? formatDay(shownDate, locale) : '', time }));
  };

  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        if (shownDate && start && times.some((entry) => entry.start === start)) onChoose(shownDate, start);
        else setMissing(true);
      }}
    >
      <TimeChoices
        days={days}
        day={shownDate}
        times={times}
        selectedTime={start}
        grid={(grid) => (
          <OptionGrid
            label={grid.label}
            columns={grid.columns}
            selected={grid.selected}
            onSelect={grid.kind === 'days' ? chooseDay : chooseTime}
            options={grid.options}
          />
        )}
        pager={
          <div className={styles.pager}>
            <button
              type="button"
              className={styles.link}
              disabled={!firstDay || !from || from < firstDay}
              onClick={() => setFrom(firstDay ? addDays(firstDay, -14) : null)}
            >
              {t('earlierDays')}
            </button>
            <button
              type="button"
              className={styles.link}
              disabled={!nextFrom || nextFrom > (availability.data?.lastDay ?? '')}
              onClick={() => setFrom(nextFrom)}
            >
              {t('laterDays')}
            </button>
          </div>
        }
        timesNote={
          freeTime.isPending ? (
            <p role="status">{t('loading')}</p>
          ) : freeTime.error ? (
            <ErrorNote error={freeTime.error} onRetry={() => void freeTime.refetch()} />
          ) : undefined
        }
        addAnother={addAnother}
      />
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <StepContinue missing={missing ? t('chooseTime') : null} label={submitLabel} />
    </form>
  );
}
