import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import type { VisitBasket } from '@/lib/booking/flow/visit-basket';
import { formatBookingDuration, formatInstantTime, formatMoney } from './booking-format';
import styles from '../Booking.module.scss';
import visitStyles from './Visit.module.scss';

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

/** Parts of one line, each its own element, with a visible separator between them (not read out). */
function Parts({ parts }: { parts: { key: string; text: string | null }[] }) {
  const shown = parts.filter((part): part is { key: string; text: string } => Boolean(part.text));
  return (
    <span className={visitStyles.visitParts}>
      {shown.map((part, position) => (
        <Fragment key={part.key}>
          {position > 0 ? (
            <span className={visitStyles.separator} aria-hidden="true">
              {' · '}
            </span>
          ) : null}
          <span data-part={part.key}>{part.text}</span>
          {/* A space a screen reader reads between the parts, where the eye sees the dot. */}
          {position < shown.length - 1 ? ' ' : null}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The visit so far, shown on every step of the booking page and the panel: each service on a
 * line of its own, then its master, duration and price (and its time once chosen) as separate
 * parts, then the total and the visit's length or end. Only props, no state: the server
 * renders it as the panel does.
 */
export function VisitSummary({ basket, masterLabel, locale, zone, id, remove }: Props) {
  const t = useTranslations('Booking');
  if (basket.lines.length === 0) return null;
  const time = (instant: string) => formatInstantTime(instant, zone, locale);
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);
  const length = formatBookingDuration(basket.durationMinutes, t);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {t('visit.summaryTitle')}
      </h2>
      <ul className={visitStyles.visit} aria-labelledby={id}>
        {basket.lines.map((line, position) => (
          <li key={`${line.serviceId}-${position}`}>
            <span className={visitStyles.visitService} data-part="service" lang="en">
              {line.name}
            </span>{' '}
            <Parts
              parts={[
                { key: 'master', text: masterLabel(line.employeeId) },
                { key: 'duration', text: formatBookingDuration(line.durationMinutes, t) },
                { key: 'price', text: line.price !== null ? money(line.price) : null },
                { key: 'time', text: line.start && line.end ? `${time(line.start)}–${time(line.end)}` : null },
              ]}
            />
            {remove ? <span className={visitStyles.visitActions}>{remove(position, line.name)}</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <Parts
          parts={[
            { key: 'total', text: t('visit.totalIs', { total: money(basket.total) }) },
            { key: 'length', text: length ? t('visit.lasts', { duration: length }) : null },
            { key: 'time', text: basket.start && basket.end ? `${time(basket.start)}–${time(basket.end)}` : null },
          ]}
        />
      </p>
    </section>
  );
}
