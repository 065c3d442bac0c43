import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/Hero/Hero';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import type { Locale } from '@/lib/i18n/routing';
import type { Page, Salon } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { buildPriceList, type PriceGroup } from '@/lib/pricing/price-list';
import { beautySalonId } from '@/lib/seo/beauty-salon-json-ld';
import { buildOfferCatalogJsonLd, type CatalogueGroup } from '@/lib/seo/json-ld';
import { localisedUrl } from '@/lib/seo/page-metadata';
import styles from './PriceList.module.scss';
import { LayoutWhenIdle } from './LayoutWhenIdle';
import { PriceTable } from './PriceTable';
import { contentLanguage } from '@/lib/content/content-language';
import { priceListPath, priceTopPath } from '@/lib/pricing/price-paths';

type Props = {
  locale: Locale;
  path: string;
  tops: CategoryNode[];
  current: CategoryNode | null;
  allTops: CategoryNode[];
  salons: Salon[];
  page: Page | null;
  siteUrl: string;
};

/** The whole price list (or one top level's), per salon, with tabs between the top levels. */
export async function PriceListView({ locale, path, tops, current, allTops, salons, page, siteUrl }: Props) {
  const t = await getTranslations('Price');
  const lists = salons
    .map((salon) => ({ salon, groups: buildPriceList(tops, salon, salons) }))
    .filter((list) => list.groups.length > 0);
  const toCatalogue = (group: PriceGroup): CatalogueGroup => ({
    name: group.name,
    groups: group.groups.map(toCatalogue),
    items: group.rows.map((row) => ({
      name: row.title,
      url: localisedUrl(siteUrl, locale, row.href),
      price: row.price,
    })),
  });

  return (
    <>
      <Hero
        title={page?.hero?.title ?? t('title')}
        text={page?.hero?.text ?? t('intro')}
        titleLang={page?.hero?.title ? contentLanguage : undefined}
        textLang={page?.hero?.text ? contentLanguage : undefined}
        image={page?.hero?.image}
        buttons={[{ label: t('book'), href: '#booking' }]}
      />
      <div className={styles.page}>
        <nav className={styles.tabs} aria-label={t('tabs')}>
          <Link href={priceListPath} aria-current={current ? undefined : 'page'}>
            {t('all')}
          </Link>
          {allTops.map((top) => (
            <Link
              key={top.category.id}
              href={priceTopPath(top.category.slug)}
              aria-current={current === top ? 'page' : undefined}
              lang={contentLanguage}
            >
              {top.category.name}
            </Link>
          ))}
        </nav>
        {lists.map(({ salon, groups }) => (
          <section key={salon.id} className={styles.salon} aria-labelledby={`salon-${salon.id}`}>
            <h2 id={`salon-${salon.id}`} className={styles.salonTitle}>
              {t('atSalon', { salon: salon.title })}
            </h2>
            <p className={styles.muted} lang={contentLanguage}>
              {salon.address}
              {salon.workTime ? ` · ${salon.workTime}` : ''}
            </p>
            {groups.map((group) =>
              current ? (
                group.groups.map((direction) => <PriceTable key={direction.id} group={direction} depth={3} deferred />)
              ) : (
                <PriceTable key={group.id} group={group} depth={3} />
              ),
            )}
          </section>
        ))}
        <p className={styles.note}>{t('note')}</p>
        <LayoutWhenIdle />
      </div>
      {/* After the content: the parser reaches the tables, and paints them, before this data. */}
      <JsonLd
        data={buildOfferCatalogJsonLd({
          name: page?.hero?.title ?? t('title'),
          url: localisedUrl(siteUrl, locale, path),
          providerId: beautySalonId(siteUrl),
          groups: lists.flatMap((list) => list.groups.map(toCatalogue)),
        })}
      />
    </>
  );
}
