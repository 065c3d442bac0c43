import type { Salon } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { salonPath } from '@/lib/salons/salon-paths';
import styles from './SalonList.module.scss';
import { contentLanguage } from '@/lib/content/content-language';

type Props = { salons: Salon[]; heading: string; headingId: string; className?: string };

/** Salons as small cards: name (to the salon's page), address, hours and phone. Nothing when there are none. */
export function SalonList({ salons, heading, headingId, className }: Props) {
  if (salons.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.list}>
        {salons.map((salon) => (
          <li key={salon.id} className={styles.salon} lang={contentLanguage}>
            <h3>
              <Link href={salonPath(salon)}>{salon.title}</Link>
            </h3>
            <p>{salon.address}</p>
            {salon.workTime ? <p className={styles.muted}>{salon.workTime}</p> : null}
            {salon.phone ? <a href={`tel:${salon.phone.replace(/[^+\d]/g, '')}`}>{salon.phone}</a> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
