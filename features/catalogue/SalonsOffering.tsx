import { getTranslations } from 'next-intl/server';
import type { Salon } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import styles from './Catalogue.module.scss';

/** The salons where a service or category is on offer, with their address and hours. */
export async function SalonsOffering({ salons }: { salons: Salon[] }) {
  if (salons.length === 0) return null;
  const t = await getTranslations('Catalogue');
  return (
    <section className={styles.block} aria-labelledby="salons-offering">
      <h2 id="salons-offering">{t('salonsHeading')}</h2>
      <ul className={styles.salons}>
        {salons.map((salon) => (
          <li key={salon.id} className={styles.salon}>
            <h3>
              <Link href={`/salons/${salon.slug}/`}>{salon.title}</Link>
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
