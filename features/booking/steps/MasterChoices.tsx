import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { StarRating } from '@/components/StarRating/StarRating';
import { isRated } from '@/lib/masters/star-rating';
import { AddAnotherService, type AddServiceControl } from './AddAnotherService';
import styles from '../Booking.module.scss';

/** A master who takes the service; `key` is what the surface's control sends (a booking id, or a site slug). */
export type MasterChoice = {
  key: string;
  name: string;
  photo: string | null;
  rating: number | null;
  favourite?: boolean;
};

type Props = {
  /** The named masters in the order shown, after "Any master" (whose key is `any` on both surfaces). */
  masters: readonly MasterChoice[];
  /** Wraps one option's portrait, name and meta in the surface's control: a link on the page, a radio in the panel. */
  control: (key: string, content: ReactNode) => ReactNode;
  /** The master the visitor came with, when they do not take this service. */
  notOffering?: string | null;
  /** The page's question about who takes the service, when it failed (the panel shows its own note instead of the step). */
  problem?: ReactNode;
  /** "Add another service" in the surface's control, when the visit has room for one. */
  addAnother?: AddServiceControl | null;
};

// The spaces between an option's parts keep its accessible name in words ("Amelia Hart Rated 4.9 out of 5").

/**
 * The master step's list, the same on the booking page and in the panel: "Any master", then
 * each master who takes the service with portrait, name and rating. Plain props and no state,
 * so the server renders it for the page and the client for the panel.
 */
export function MasterChoices({ masters, control, notOffering, problem, addAnother }: Props) {
  const t = useTranslations('Booking');
  return (
    <>
      {notOffering ? <p className={styles.note}>{t('masterDoesNotOffer', { name: notOffering })}</p> : null}
      {problem}
      <ul className={`${styles.choices} ${styles.choiceList}`} aria-label={t('steps.master')}>
        <li>
          {control(
            'any',
            <>
              <span className={styles.avatar} aria-hidden="true">
                ★
              </span>
              <span className={styles.choiceName}>{t('anyMaster')}</span>{' '}
              <span className={styles.choiceMeta}>{t('anyMasterHint')}</span>
            </>,
          )}
        </li>
        {masters.map((master) => (
          <li key={master.key}>
            {control(
              master.key,
              <>
                {master.photo ? (
                  <Image className={styles.avatar} src={master.photo} alt="" width={48} height={48} quality={85} />
                ) : (
                  <span className={styles.avatar} aria-hidden="true" />
                )}
                <span className={styles.choiceName} lang="en">
                  {master.name}
                  {master.favourite ? <span className={styles.favouriteMark}> ♥ {t('favourite')}</span> : null}
                </span>{' '}
                <StarRating
                  rating={master.rating}
                  label={
                    isRated(master.rating) ? t('rated', { rating: Math.round(master.rating * 10) / 10 }) : t('notRated')
                  }
                  className={styles.choiceMeta}
                />
              </>,
            )}
          </li>
        ))}
      </ul>
      {addAnother ? <AddAnotherService control={addAnother} /> : null}
    </>
  );
}
