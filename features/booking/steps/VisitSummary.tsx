import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { VisitBasket } from '@/lib/booking/flow/visit-basket';
import { formatInstantTime, formatMoney } from './booking-format';
import styles from './Booking.module.scss';

type Props = {
  basket: VisitBasket;
  /** A master's name for a booking id, "any" or null (not chosen yet). */
  masterLabel: (employeeId: string | null) => string;
  locale: string;
  zone: string;
  id: string;
  /** The control that removes the n-th service: a button in the panel, a link on the page. */
  remove?: (position: number, name: string) => ReactNode;
};

/**
 * The visit so far, shown on every step of the booking page and the panel: each service with
 * its master, duration and price (and its time once chosen), then the total and the visit's
 * length or end. Only props, no state: the server renders it as the panel does.
 */
export function VisitSummary({ basket, masterLabel, locale, zone, id, remove }: Props) {
  const t = useTranslations('Booking');
  if (basket.lines.length === 0) return null;
  const time = (instant: string) => formatInstantTime(instant, zone, locale);
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {t('visit.summaryTitle')}
      </h2>
      <ul className={styles.visit} aria-labelledby={id}>
        {basket.lines.map((line, position) => (
          <li key={`${line.serviceId}-${position}`}>
            <span className={styles.choiceName} lang="en">
              {line.name}
            </span>
            <span className={styles.choiceMeta}>
              {[
                masterLabel(line.employeeId),
                line.durationMinutes ? t('minutes', { count: line.durationMinutes }) : null,
                line.price !== null ? money(line.price) : null,
                line.start && line.end ? `${time(line.start)}–${time(line.end)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {remove ? <span className={styles.visitActions}>{remove(position, line.name)}</span> : null}
          </li>
        ))}
      </ul>
      <p>
        {[
          t('visit.totalIs', { total: money(basket.total) }),
          t('visit.lasts', { minutes: basket.durationMinutes }),
          basket.start && basket.end ? `${time(basket.start)}–${time(basket.end)}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </section>
  );
}
