import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { CardList } from '@/components/CardList/CardList';
import { Hero } from '@/components/Hero/Hero';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import { catalogueHref } from '@/lib/catalogue/catalogue-paths';
import type { Salon } from '@/lib/content/types';
import styles from './Catalogue.module.scss';

/** `/services/{salon}/`: the top levels on offer at one salon. */
/** `linkSalon`: the salon segment of catalogue links (lib/catalogue/catalogue-paths.ts `catalogueSalonSegment`). */
export async function SalonCatalogueView({ salon, linkSalon, tops, crumbs }: { salon: Salon; linkSalon: Salon | null; tops: CategoryNode[]; crumbs: Crumb[] }) {
  const t = await getTranslations('Catalogue');
  return (
    <>
      <Hero
        title={t('atSalon', { salon: salon.title })}
        text={salon.address}
        textLang={salon.lang}
        image={salon.image}
        imageLang={salon.lang}
        buttons={[{ label: t('book'), href: '#booking' }]}
      />
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <div className={styles.page}>
        <CardList
          headingLevel={2}
          items={tops.map((top) => ({
            key: top.category.id,
            href: catalogueHref(top.slugs, linkSalon),
            title: top.category.name,
            lang: top.category.lang,
            image: top.category.image,
          }))}
        />
      </div>
    </>
  );
}
