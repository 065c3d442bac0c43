import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from '../Booking.module.scss';

/** What adds a service to the visit: a link to the service step on the page, a button in the panel. */
export type AddServiceControl = (label: string, className: string | undefined) => ReactNode;

/** "Add another service", offered on the master and time steps before a time is chosen, on both surfaces. */
export function AddAnotherService({ control }: { control: AddServiceControl }) {
  const t = useTranslations('Booking');
  return <p className={styles.addAnother}>{control(t('visit.add'), styles.secondary)}</p>;
}
