import { useId, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDay } from './booking-format';
import type { GridOption } from './OptionGrid';
import { AddAnotherService, type AddServiceControl } from './AddAnotherService';
import styles from '../Booking.module.scss';

/** One grid of the time step (its days, or a day's times), for the surface to draw with its controls. */
export type TimeGrid = {
  kind: 'days' | 'times';
  /** The grid's element id: the page's tests and links find the lists by it. */
  id: string;
  label: string;
  columns: 4 | 7;
  selected: string | null;
  options: GridOption[];
};

type Props = {
  days: readonly { date: string; free: number }[];
  /** The day whose times are shown, if any. */
  day: string | null;
  /** That day's free starts; ignored while `timesNote` says why they are not there. */
  times: readonly { start: string; time: string }[];
  selectedTime: string | null;
  /** Draws a grid: links on the page, a keyboard radio grid in the panel. */
  grid: (grid: TimeGrid) => ReactNode;
  /** The panel's earlier/later dates. */
  pager?: ReactNode;
  /** Said in place of the times: still loading, or the question failed. */
  timesNote?: ReactNode;
  addAnother?: AddServiceControl | null;
};

/**
 * The time step, the same on the booking page and in the panel: two weeks of days (those
 * without a free time marked), then the chosen day's times at which the whole visit fits.
 * Plain props and no state, so the server renders it for the page and the client for the panel.
 */
export function TimeChoices({ days, day, times, selectedTime, grid, pager, timesNote, addAnother }: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const timesId = useId();
  return (
    <>
      {pager}
      {grid({
        kind: 'days',
        id: 'days',
        label: t('days'),
        columns: 7,
        selected: day,
        options: days.map((entry) => ({
          key: entry.date,
          disabled: entry.free === 0,
          marked: entry.free === 0,
          label: (
            <>
              <span aria-hidden="true" className={styles.dayName}>
                {formatDay(entry.date, locale, 'short').split(/[\s,]+/)[0]}
              </span>
              <span aria-hidden="true" className={styles.dayNumber}>
                {Number(entry.date.slice(8))}
              </span>
              <span className="visually-hidden">
                {formatDay(entry.date, locale)}
                {entry.free === 0 ? `, ${t('noFreeTimes')}` : ''}
              </span>
            </>
          ),
        })),
      })}
      {days.every((entry) => entry.free === 0) ? <p className={styles.note}>{t('noDaysFree')}</p> : null}
      {day ? (
        <section aria-labelledby={timesId} className={styles.dayTimes}>
          <h3 id={timesId} className={styles.groupTitle}>
            {t('times', { day: formatDay(day, locale) })}
          </h3>
          {timesNote ??
            grid({
              kind: 'times',
              id: 'time-list',
              label: t('times', { day: formatDay(day, locale) }),
              columns: 4,
              selected: selectedTime,
              options: times.map((entry) => ({ key: entry.start, label: entry.time })),
            })}
        </section>
      ) : null}
      {addAnother ? <AddAnotherService control={addAnother} /> : null}
    </>
  );
}
