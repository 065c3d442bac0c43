import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { Hero } from '@/components/Hero/Hero';
import type { Salon, SalonCategory } from '@/lib/content/types';
import { SalonCards } from './SalonCards';
import styles from './Salons.module.scss';
import { salonCategoryPath, salonsPath } from '@/lib/salons/salon-paths';

/** A salon category: its sub-categories and salons, and its own website where it has one. */
export async function SalonCategoryView({ category, subcategories, salons }: { category: SalonCategory; subcategories: SalonCategory[]; salons: Salon[] }) {
  const t = await getTranslations('Salons');
  return (
    <>
      <Hero title={category.name} titleLang={category.lang} text={t('categoryIntro', { count: salons.length })} />
      <Breadcrumbs
        label={t('breadcrumbs')}
        crumbs={[
          { label: t('home'), href: '/' },
          { label: t('title'), href: salonsPath },
          { label: category.name, href: salonCategoryPath(category), lang: category.lang },
        ]}
      />
      <div className={styles.page}>
        {category.externalUrl ? (
          <p>
            <ButtonLink href={category.externalUrl} external newTabLabel={t('opensNewTab')} variant="secondary">
              {t('externalSite', { name: category.name })}
            </ButtonLink>
          </p>
        ) : null}
        <SalonCards salons={salons} categories={subcategories} />
      </div>
    </>
  );
}
