'use client';

import { useQuery } from '@tanstack/react-query';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { StarRating } from '@/components/StarRating/StarRating';
import { isRated } from '@/lib/masters/star-rating';
import { useSessionStore } from '@/stores/session-store';
import { bookingApi } from './booking-api';
import { ErrorNote } from './ErrorNote';
import type { BookingCatalogue } from './use-booking-data';
import styles from './Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  serviceId: string;
  /** The master the panel was opened on, or chosen before. */
  preferred: string | null;
  onChoose: (employeeId: string) => void;
};

/** Step 2: any master, or one of those who take the service (favourites first), with portrait and rating. */
export function MasterStep({ catalogue, serviceId, preferred, onChoose }: Props) {
  const t = useTranslations('Booking');
  const favourites = useSessionStore((state) => state.favourites?.employees);
  const availability = useQuery({
    queryKey: ['availability', serviceId, 'any', null],
    queryFn: () => bookingApi.availability(serviceId, 'any'),
  });
  const [choice, setChoice] = useState<string | null>(null);
  const name = useId();
  if (availability.isPending) return <p role="status">{t('loading')}</p>;
  if (availability.error) return <ErrorNote error={availability.error} onRetry={() => void availability.refetch()} />;

  const ids = availability.data.employees;
  const ordered = [...ids.filter((id) => favourites?.includes(id)), ...ids.filter((id) => !favourites?.includes(id))];
  const initial = preferred && (preferred === 'any' || ids.includes(preferred)) ? preferred : 'any';
  const chosen = choice ?? initial;
  const preferredName = preferred && preferred !== 'any' && !ids.includes(preferred) ? masterName(catalogue, preferred) : null;

  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(chosen);
      }}
    >
      {preferredName ? <p className={styles.note}>{t('masterDoesNotOffer', { name: preferredName })}</p> : null}
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('steps.master')}</legend>
        <label className={styles.choice}>
          <input type="radio" name={name} value="any" checked={chosen === 'any'} onChange={() => setChoice('any')} />
          <span className={styles.avatar} aria-hidden="true">
            ★
          </span>
          <span className={styles.choiceName}>{t('anyMaster')}</span>
          <span className={styles.choiceMeta}>{t('anyMasterHint')}</span>
        </label>
        {ordered.map((id) => {
          const ref = catalogue.refs?.masters.find((master) => master.employeeId === id);
          const rating = ref?.rating ?? null;
          return (
            <label key={id} className={styles.choice}>
              <input type="radio" name={name} value={id} checked={chosen === id} onChange={() => setChoice(id)} />
              {ref?.photo ? (
                <Image className={styles.avatar} src={ref.photo} alt="" width={48} height={48} quality={85} />
              ) : (
                <span className={styles.avatar} aria-hidden="true" />
              )}
              <span className={styles.choiceName} lang="en">
                {masterName(catalogue, id)}
                {favourites?.includes(id) ? <span className={styles.favouriteMark}> ♥ {t('favourite')}</span> : null}
              </span>
              <StarRating
                rating={rating}
                label={isRated(rating) ? t('rated', { rating: Math.round(rating * 10) / 10 }) : t('notRated')}
                className={styles.choiceMeta}
              />
            </label>
          );
        })}
      </fieldset>
      <button type="submit" className={styles.primary}>
        {t('continue')}
      </button>
    </form>
  );
}

export function masterName(catalogue: BookingCatalogue, id: string): string {
  return (
    catalogue.refs?.masters.find((master) => master.employeeId === id)?.name ??
    catalogue.employees.find((employee) => employee.id === id)?.name ??
    id
  );
}
