import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import type { Salon } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { salonPath } from '@/lib/salons/salon-paths';
import styles from './SalonList.module.scss';
import { telHref } from '@/lib/phone/tel-href';

type Props = {
  salons: Salon[];
  heading: string;
  headingId: string;
  /** The page's language, which the opening hours are written in. */
  locale: Locale;
  className?: string;
};

/** Salons as small cards: name (to the salon's page), address, hours and phone. Nothing when there are none. */
export function SalonList({ salons, heading, headingId, locale, className }: Props) {
  if (salons.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.list}>
        {salons.map((salon) => {
          const hours = formatOpeningHours(salon.workTime, locale);
          return (
            <li key={salon.id} className={styles.salon}>
              <h3 lang={salon.lang}>
                <Link href={salonPath(salon)}>{salon.title}</Link>
              </h3>
              <p lang={salon.lang}>{salon.address}</p>
              {hours ? <p className={styles.muted}>{hours}</p> : null}
              {salon.phone ? <a href={telHref(salon.phone)}>{salon.phone}</a> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
