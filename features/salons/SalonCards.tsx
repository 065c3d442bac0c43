import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import { CardList } from '@/components/CardList/CardList';
import type { Salon, SalonCategory } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { salonCategoryPath, salonPath } from '@/lib/salons/salon-paths';
import styles from './Salons.module.scss';
import { contentLanguage } from '@/lib/content/content-language';

/** Salons as cards, and salon categories as links; a category with its own site opens it in a new tab. */
export async function SalonCards({ salons, categories }: { salons: Salon[]; categories: SalonCategory[] }) {
  const t = await getTranslations('Salons');
  return (
    <>
      {categories.length > 0 ? (
        <nav className={styles.categories} aria-label={t('categories')}>
          <ul lang={contentLanguage}>
            {categories.map((category) => (
              <li key={category.id}>
                {category.externalUrl ? (
                  <ExternalLink href={category.externalUrl} newTabLabel={t('opensNewTab')}>
                    {category.name}
                    <span aria-hidden="true"> ↗</span>
                  </ExternalLink>
                ) : (
                  <Link href={salonCategoryPath(category)}>{category.name}</Link>
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
          image: salon.image,
          meta: <span lang={contentLanguage}>{salon.address}</span>,
          text: salon.workTime,
        }))}
      />
    </>
  );
}
