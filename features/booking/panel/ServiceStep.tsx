'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { ServiceChoices } from './steps/ServiceChoices';
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

/**
 * Step 1 in the panel: the shared list of services as radios, with what only the panel has:
 * a search box, "Show all services" and the visitor's favourites first.
 */
export function ServiceStep({ catalogue, only, selected, onChoose }: Props) {
  const t = useTranslations('Booking');
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(only === null);
  const [choice, setChoice] = useState(selected);
  const [missing, setMissing] = useState(false);
  const favourites = useSessionStore((state) => state.favourites?.services);
  const name = useId();

  const words = query.trim().toLowerCase();
  const shown = catalogue.services
    .filter(
      (service) => (showAll || only?.includes(service.id)) && (!words || service.name.toLowerCase().includes(words)),
    )
    .map((service) => ({ key: service.id, service }));
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
        {t('servicesFound', { count: shown.length })}
      </p>
      {only && !showAll ? (
        <button type="button" className={styles.link} onClick={() => setShowAll(true)}>
          {t('showAllServices')}
        </button>
      ) : null}
      <ServiceChoices
        choices={shown}
        categories={catalogue.categories}
        locationId={catalogue.location?.id}
        favourites={favourites}
        control={({ key }, content) => (
          <label className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={choice === key}
              onChange={() => {
                setChoice(key);
                setMissing(false);
              }}
            />
            {content}
          </label>
        )}
      />
      <StepContinue missing={missing ? t('chooseService') : null} />
    </form>
  );
}
