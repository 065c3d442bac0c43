import { getTranslations } from 'next-intl/server';
import { BookButton } from '@/components/BookButton/BookButton';
import type { CatalogueService } from '@/lib/catalogue/category-tree';
import { Link } from '@/lib/i18n/navigation';
import { isoDuration } from '@/lib/pricing/format-duration';
import styles from './ServiceRows.module.scss';

export type ServiceRow = {
  service: CatalogueService;
  href: string;
  /** One line that tells it from its neighbours (lib/catalogue/service-summary.ts). */
  summary: string | null;
  price: string;
  duration: string | null;
};

/**
 * A category's services as rows to compare at a glance: the name (to its page), one line of
 * what it is, how long it takes, its "from" price, and Book, which opens booking on it.
 */
export async function ServiceRows({ rows, headingLevel = 3 }: { rows: ServiceRow[]; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Catalogue');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.rows}>
      {rows.map(({ service, href, summary, price, duration }) => (
        <li key={service.id} className={styles.row}>
          <div className={styles.what}>
            <Heading className={styles.name} lang={service.lang}>
              <Link href={href}>{service.title}</Link>
            </Heading>
            {summary ? (
              <p className={styles.summary} lang={service.lang}>
                {summary}
              </p>
            ) : null}
          </div>
          <p className={styles.facts}>
            {duration && service.durationMinutes ? <time dateTime={isoDuration(service.durationMinutes)}>{duration}</time> : null}
            <span className={styles.price}>{price}</span>
          </p>
          <BookButton choice={{ kind: 'service', slug: service.slug }} className={styles.book}>
            <span aria-hidden="true">{t('bookShort')}</span>
            <span className="visually-hidden">{t('bookNamed', { name: service.title })}</span>
          </BookButton>
        </li>
      ))}
    </ul>
  );
}
