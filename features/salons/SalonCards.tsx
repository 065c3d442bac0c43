import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import { CardList } from '@/components/CardList/CardList';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import type { Salon, SalonCategory } from '@/lib/content/types';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { Link } from '@/lib/i18n/navigation';
import { salonCategoryPath, salonPath } from '@/lib/salons/salon-paths';
import styles from './Salons.module.scss';

/** Salons as cards, and salon categories as links; a category with its own site opens it in a new tab. */
export async function SalonCards({ salons, categories }: { salons: Salon[]; categories: SalonCategory[] }) {
  const t = await getTranslations('Salons');
  const locale = await getRequestLocale();
  return (
    <>
      {categories.length > 0 ? (
        <nav className={styles.categories} aria-label={t('categories')}>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                {category.externalUrl ? (
                  <ExternalLink href={category.externalUrl} newTabLabel={t('opensNewTab')}>
                    <span lang={category.lang}>{category.name}</span>
                    <span aria-hidden="true"> ↗</span>
                  </ExternalLink>
                ) : (
                  <Link href={salonCategoryPath(category)} lang={category.lang}>
                    {category.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <CardList
        headingLevel={2}
        items={salons.map((salon) => ({
          key: salon.id,
          href: salonPath(salon),
          title: salon.title,
          lang: salon.lang,
          image: salon.image,
          meta: <span lang={salon.lang}>{salon.address}</span>,
          // Opening hours are written in the page's language, whatever the salon's.
          text: formatOpeningHours(salon.workTime, locale) || null,
          textLang: locale,
        }))}
      />
    </>
  );
}
