import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BookingCategory, BookingService } from '@/lib/booking/types';
import { categoryPath, formatMoney, servicePrice } from '../booking-format';
import styles from '../Booking.module.scss';

/** A service the visitor can choose; `key` is what the surface's control sends (a booking id, or a site slug). */
export type ServiceChoice = { key: string; service: BookingService };

type Props = {
  choices: readonly ServiceChoice[];
  categories: readonly BookingCategory[];
  locationId: string | undefined;
  /** Booking ids of the visitor's favourite services, shown first in a group of their own. */
  favourites?: readonly string[];
  /** Wraps one service's name and meta in the surface's control: a link on the page, a radio in the panel. */
  control: (choice: ServiceChoice, content: ReactNode) => ReactNode;
};

type Group = { label: string; lang: 'en' | undefined; choices: ServiceChoice[] };

/** Favourites first, then each category (its path, as the salon names it) in the order its first service comes. */
function groupChoices(choices: readonly ServiceChoice[], props: Props, favouritesLabel: string, otherLabel: string) {
  const groups = new Map<string, Group>();
  const add = (label: string, lang: Group['lang'], choice: ServiceChoice) => {
    const group = groups.get(label) ?? { label, lang, choices: [] };
    group.choices.push(choice);
    groups.set(label, group);
  };
  const favourite = (choice: ServiceChoice) => props.favourites?.includes(choice.service.id) ?? false;
  for (const choice of choices.filter(favourite)) add(favouritesLabel, undefined, choice);
  for (const choice of choices.filter((entry) => !favourite(entry))) {
    const path = categoryPath(choice.service.categoryId, props.categories);
    add(path || otherLabel, path ? 'en' : undefined, choice);
  }
  return [...groups.values()];
}

/**
 * The service step's list, the same on the booking page and in the panel: the services grouped
 * by category, each with its name, duration and price, in a control the surface supplies.
 * Plain props and no state, so the server renders it for the page and the client for the panel.
 */
export function ServiceChoices(props: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const groups = groupChoices(props.choices, props, t('favouritesGroup'), t('otherGroup'));
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
                        {t('minutes', { count: choice.service.durationMinutes })}
                        {price !== null ? ` · ${formatMoney(price, choice.service.currency, locale)}` : ''}
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
