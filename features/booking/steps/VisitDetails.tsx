import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BookingLocation } from '@/lib/booking/types';
import { formatBookingDuration, formatInstantDay, formatInstantTime, formatMoney } from './booking-format';
import { BookingSummary, salonAddress } from './BookingSummary';
import styles from './Visit.module.scss';

/** One service of a visit with its time: what the review is about to book, or what was booked. */
export type VisitDetailLine = {
  key: string;
  name: string;
  /** A booking id, or "any" before the booking gives the visit its master. */
  employeeId: string;
  start: string;
  end: string;
  durationMinutes: number | null;
  price: number | null;
};

type Props = {
  lines: readonly VisitDetailLine[];
  masterLabel: (employeeId: string) => string;
  currency: string;
  zone: string;
  location: BookingLocation | null;
  /** What can be done to one service (change its master, remove it), in the surface's controls. */
  actions?: (position: number, line: VisitDetailLine) => ReactNode;
};

/**
 * A visit in full, on the review and once booked: each service with its master, start,
 * duration and price, then when the whole visit is, its total and the salon's address.
 */
export function VisitDetails({ lines, masterLabel, currency, zone, location, actions }: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const time = (instant: string) => formatInstantTime(instant, zone, locale);
  const total = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
  const first = lines[0];
  const last = lines.at(-1);
  return (
    <>
      <ol className={styles.visit} aria-label={t('visit.services')}>
        {lines.map((line, position) => (
          <li key={line.key}>
            <BookingSummary
              rows={[
                { label: t('summary.service'), value: line.name, lang: 'en' },
                {
                  label: t('summary.master'),
                  value: masterLabel(line.employeeId),
                  lang: line.employeeId === 'any' ? undefined : 'en',
                },
                { label: t('summary.time'), value: time(line.start) },
                line.durationMinutes
                  ? { label: t('summary.duration'), value: formatBookingDuration(line.durationMinutes, t) }
                  : null,
                line.price !== null
                  ? { label: t('summary.price'), value: formatMoney(line.price, currency, locale) }
                  : null,
              ]}
            />
            {actions ? <div className={styles.visitActions}>{actions(position, line)}</div> : null}
          </li>
        ))}
      </ol>
      <BookingSummary
        rows={[
          first && last
            ? {
                label: t('summary.when'),
                value: `${formatInstantDay(first.start, zone, locale)}, ${time(first.start)}–${time(last.end)}`,
              }
            : null,
          lines.length > 1 && total > 0
            ? { label: t('visit.total'), value: formatMoney(total, currency, locale) }
            : null,
          location ? { label: t('summary.address'), value: salonAddress(location) } : null,
        ]}
      />
    </>
  );
}
