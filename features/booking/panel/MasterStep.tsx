'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { bookingApi } from '../steps/booking-api';
import { ErrorNote } from '../steps/ErrorNote';
import type { AddServiceControl } from '../steps/AddAnotherService';
import { MasterChoices } from '../steps/MasterChoices';
import type { BookingCatalogue } from './use-booking-data';
import styles from '../Booking.module.scss';

type Props = {
  catalogue: BookingCatalogue;
  serviceId: string;
  /** The master the panel was opened on, or chosen before. */
  preferred: string | null;
  onChoose: (employeeId: string) => void;
  addAnother?: AddServiceControl | null;
};

/** Step 2 in the panel: the shared list of masters as radios, the visitor's favourites first. */
export function MasterStep({ catalogue, serviceId, preferred, onChoose, addAnother }: Props) {
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
  const preferredName =
    preferred && preferred !== 'any' && !ids.includes(preferred) ? masterName(catalogue, preferred) : null;

  return (
    <form
      className={styles.step}
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(chosen);
      }}
    >
      <MasterChoices
        notOffering={preferredName}
        masters={ordered.map((id) => {
          const ref = catalogue.refs?.masters.find((master) => master.employeeId === id);
          return {
            key: id,
            name: masterName(catalogue, id),
            photo: ref?.photo ?? null,
            rating: ref?.rating ?? null,
            favourite: favourites?.includes(id) ?? false,
          };
        })}
        control={(key, content) => (
          <label className={styles.choice}>
            <input type="radio" name={name} value={key} checked={chosen === key} onChange={() => setChoice(key)} />
            {content}
          </label>
        )}
        addAnother={addAnother}
      />
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
