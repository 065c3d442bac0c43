import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BookingCategory } from '@/lib/booking/types';
import { formatBookingDuration, formatMoney, servicePrice } from './booking-format';
import { firstChoices, groupServiceChoices, type ServiceChoice } from './service-groups';
import styles from '../Booking.module.scss';

export type { ServiceChoice } from './service-groups';

type Props = {
  choices: readonly ServiceChoice[];
  categories: readonly BookingCategory[];
  locationId: string | undefined;
  /** Booking ids in the catalogue's order: categories and their services are listed so. */
  order?: readonly string[];
  /** Booking ids of the page's own service and its add-ons, listed first as "For this service". */
  leading?: readonly string[] | null;
  /** Booking ids of the visitor's favourite services, shown first in a group of their own. */
  favourites?: readonly string[];
  /** Draw only the first services of the list (the panel draws the rest a moment later). */
  limit?: number;
  /** Wraps one service's name and meta in the surface's control: a link on the page, a radio in the panel. */
  control: (choice: ServiceChoice, content: ReactNode) => ReactNode;
};

/**
 * The service step's list, the same on the booking page and in the panel: the services grouped
 * by category (service-groups.ts), each with its name, duration and price, in a control the
 * surface supplies. Plain props and no state, so the server renders it for the page and the
 * client for the panel.
 */
export function ServiceChoices(props: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const grouped = groupServiceChoices(props.choices, {
    categories: props.categories,
    order: props.order,
    leading: props.leading ? { label: t('forThisService'), ids: props.leading } : null,
    favourites: props.favourites,
    labels: { favourites: t('favouritesGroup'), other: t('otherGroup') },
  });
  const groups = props.limit === undefined ? grouped : firstChoices(grouped, props.limit);
  if (groups.length === 0) return <p>{t('noServices')}</p>;
  return (
    <div role="group" aria-label={t('steps.service')} className={styles.choices}>
      {groups.map((group) => (
        <div key={group.label} className={styles.group}>
          <p className={styles.groupTitle} aria-hidden="true" lang={group.lang}>
            {group.label}
          </p>
          <ul className={styles.choiceList} aria-label={group.label}>
            {group.choices.map((choice) => {
              const price = servicePrice(choice.service, props.locationId);
              return (
                <li key={choice.key}>
                  {props.control(
                    choice,
                    <>
                      <span className={styles.choiceName} lang="en">
                        {choice.service.name}
                      </span>{' '}
                      <span className={styles.choiceMeta}>
                        {[
                          formatBookingDuration(choice.service.durationMinutes, t),
                          price !== null ? formatMoney(price, choice.service.currency, locale) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </>,
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
