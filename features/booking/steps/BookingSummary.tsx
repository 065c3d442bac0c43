import type { ReactNode } from 'react';
import type { BookingLocation } from '@/lib/booking/types';
import styles from './BookingSummary.module.scss';

/** One line of a booking's summary; `lang` marks content the salon wrote in English. */
export type SummaryRow = { label: string; value: ReactNode; lang?: string };

/** The salon as a booking's summary names it: its name and street. */
export const salonAddress = (location: BookingLocation) => [location.name, location.street].filter(Boolean).join(', ');

/** What is (or is about to be) booked, as a description list; rows that do not apply are left out. */
export function BookingSummary({ rows }: { rows: (SummaryRow | null)[] }) {
  return (
    <dl className={styles.summary}>
      {rows
        .filter((row): row is SummaryRow => row !== null)
        .map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd lang={row.lang}>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}
