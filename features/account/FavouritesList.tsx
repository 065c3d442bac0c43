'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { BookingRefs } from '@/lib/booking/site-refs';
import { masterName } from '@/features/booking/panel/MasterStep';
import { useBookingCatalogue } from '@/features/booking/panel/use-booking-data';
import { useAccountStore } from '@/stores/account-store';
import { useBookingStore, type BookingChoice } from '@/stores/booking-store';
import { useSessionStore, type FavouriteKind } from '@/stores/session-store';
import styles from '@/features/booking/Booking.module.scss';
import lists from './AccountLists.module.scss';

/** The choice that books a favourite: its service or master page's slug. */
function choiceFor(kind: FavouriteKind, id: string, refs: BookingRefs | null): BookingChoice {
  if (kind === 'employees') {
    const slug = refs?.masters.find((master) => master.employeeId === id)?.slug;
    return slug ? { kind: 'master', slug } : { kind: 'all' };
  }
  const slug = Object.entries(refs?.services ?? {}).find(([, ids]) => ids.includes(id))?.[0];
  return slug ? { kind: 'service', slug } : { kind: 'all' };
}

/** The client's favourite services and masters, each with a way to book it and to remove it. */
export function FavouritesList() {
  const t = useTranslations('Account');
  const headingId = useId();
  const favourites = useSessionStore((state) => state.favourites);
  const toggle = useSessionStore((state) => state.toggleFavourites);
  const catalogue = useBookingCatalogue();
  const openBooking = useBookingStore((state) => state.open);
  const closeAccount = useAccountStore((state) => state.close);

  const rows = (kind: FavouriteKind) =>
    (favourites?.[kind] ?? []).map((id) => ({
      id,
      kind,
      name:
        kind === 'services'
          ? (catalogue.services.find((service) => service.id === id)?.name ?? id)
          : masterName(catalogue, id),
    }));
  const all = [...rows('services'), ...rows('employees')];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} tabIndex={-1} className={styles.stepTitle}>
        {t('favourites')}
      </h3>
      {all.length === 0 ? <p>{t('noFavourites')}</p> : null}
      {(['services', 'employees'] as const).map((kind) =>
        rows(kind).length > 0 ? (
          <div key={kind}>
            <h4 className={styles.groupTitle}>{t(kind === 'services' ? 'favouriteServices' : 'favouriteMasters')}</h4>
            <ul className={lists.appointments}>
              {rows(kind).map((row) => (
                <li key={row.id} className={lists.appointment}>
                  <p className={styles.choiceName} lang="en">
                    {row.name}
                  </p>
                  <div className={lists.actions}>
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => {
                        closeAccount();
                        openBooking(choiceFor(kind, row.id, catalogue.refs));
                      }}
                    >
                      {t('book')}
                    </button>
                    <button type="button" className={styles.link} aria-label={t('removeFavourite', { name: row.name })} onClick={() => void toggle(kind, [row.id])}>
                      {t('remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}
