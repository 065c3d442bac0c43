'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import type { BookingService } from '@/lib/booking/types';
import { useSessionStore } from '@/stores/session-store';
import { categoryPath, formatMoney, servicePrice } from './booking-format';
import type { BookingCatalogue } from './use-booking-data';
import { StepContinue } from './StepContinue';
import styles from './Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  /** The page's own services (a service's options, a category's services), shown alone until the visitor asks for all. */
  only: string[] | null;
  selected: string | null;
  onChoose: (serviceId: string) => void;
};

/** Step 1: the service, searchable, grouped by category (favourites first), each with its time and price. */
export function ServiceStep({ catalogue, only, selected, onChoose }: Props) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(only === null);
  const [choice, setChoice] = useState(selected);
  const [missing, setMissing] = useState(false);
  const favourites = useSessionStore((state) => state.favourites?.services);
  const name = useId();

  const groups = useMemo(() => {
    const words = query.trim().toLowerCase();
    const shown = catalogue.services.filter(
      (service) => (showAll || only?.includes(service.id)) && (!words || service.name.toLowerCase().includes(words)),
    );
    const byGroup = new Map<string, BookingService[]>();
    const favourite = shown.filter((service) => favourites?.includes(service.id));
    if (favourite.length > 0) byGroup.set(t('favouritesGroup'), favourite);
    for (const service of shown.filter((entry) => !favourite.includes(entry))) {
      const label = categoryPath(service.categoryId, catalogue.categories) || t('otherGroup');
      byGroup.set(label, [...(byGroup.get(label) ?? []), service]);
    }
    return [...byGroup.entries()];
  }, [catalogue.services, catalogue.categories, query, showAll, only, favourites, t]);

  const minutes = (value: number) => t('minutes', { count: value });
  const count = groups.reduce((sum, [, services]) => sum + services.length, 0);
  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onChoose(choice);
        else setMissing(true);
      }}
    >
      <label className={styles.field}>
        <span>{t('searchServices')}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </label>
      <p role="status" className="visually-hidden">
        {t('servicesFound', { count })}
      </p>
      {only && !showAll ? (
        <button type="button" className={styles.link} onClick={() => setShowAll(true)}>
          {t('showAllServices')}
        </button>
      ) : null}
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('steps.service')}</legend>
        {groups.map(([label, services]) => (
          <div key={label} role="group" aria-label={label} className={styles.group}>
            <p className={styles.groupTitle} aria-hidden="true" lang="en">
              {label}
            </p>
            {services.map((service) => {
              const price = servicePrice(service, catalogue.location?.id);
              return (
                <label key={`${label}-${service.id}`} className={styles.choice}>
                  <input
                    type="radio"
                    name={name}
                    value={service.id}
                    checked={choice === service.id}
                    onChange={() => {
                      setChoice(service.id);
                      setMissing(false);
                    }}
                  />
                  <span className={styles.choiceName} lang="en">
                    {service.name}
                  </span>
                  <span className={styles.choiceMeta}>
                    {minutes(service.durationMinutes)}
                    {price !== null ? ` · ${formatMoney(price, service.currency, locale)}` : ''}
                  </span>
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      {count === 0 ? <p>{t('noServices')}</p> : null}
      <StepContinue missing={missing ? t('chooseService') : null} />
    </form>
  );
}
