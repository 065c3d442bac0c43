'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useId, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { ServiceChoices } from '../steps/ServiceChoices';
import type { BookingCatalogue } from './use-booking-data';
import { StepContinue } from './StepContinue';
import styles from '../Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  /** The page's own services (a category's services), shown alone until the visitor asks for all. */
  only: string[] | null;
  /** The page's own service and its add-ons, listed first as "For this service". */
  leading: string[] | null;
  selected: string | null;
  onChoose: (serviceId: string) => void;
};

/**
 * How many services the step draws in its first frame: the rest (the salon lists over a
 * hundred) follow in a transition, so a phone shows a usable step at once.
 */
export const firstDrawn = 12;

/**
 * Step 1 in the panel: the shared list of services as radios, with what only the panel has:
 * a search box, "Show all services", the page's own service and the visitor's favourites first.
 */
export function ServiceStep({ catalogue, only, leading, selected, onChoose }: Props) {
  const t = useTranslations('Booking');
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(only === null);
  const [choice, setChoice] = useState(selected);
  const [missing, setMissing] = useState(false);
  const [whole, setWhole] = useState(false);
  const favourites = useSessionStore((state) => state.favourites?.services);
  const name = useId();

  useEffect(() => {
    // After the first frame is on the screen, the rest of the list, without holding up input.
    const frame = requestAnimationFrame(() => startTransition(() => setWhole(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

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
        order={catalogue.refs?.order}
        leading={leading}
        favourites={favourites}
        limit={whole || words ? undefined : firstDrawn}
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
