import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/Hero/Hero';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import type { Locale } from '@/lib/i18n/routing';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import type { Page, Salon } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { buildPriceList } from '@/lib/pricing/price-list';
import { buildOfferCatalogJsonLd } from '@/lib/seo/json-ld';
import { loadSiteJsonLd } from '@/lib/seo/load-site-json-ld';
import { jsonLdGraph } from '@/lib/seo/site-json-ld';
import { localisedUrl } from '@/lib/seo/page-metadata';
import styles from './PriceList.module.scss';
import { LayoutWhenIdle } from './LayoutWhenIdle';
import { PriceTable, type PriceLangs } from './PriceTable';
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

/** The language of the words of each category and service under the nodes, for the price tables. */
function contentLangs(nodes: readonly CategoryNode[]): PriceLangs {
  const groups = new Map<number, string>();
  const rows = new Map<number, string>();
  const visit = (node: CategoryNode) => {
    groups.set(node.category.id, node.category.lang);
    for (const service of node.services) rows.set(service.id, service.lang);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return { groups, rows };
}

/** The whole price list (or one top level's), per salon, with tabs between the top levels. */
export async function PriceListView({ locale, path, tops, current, allTops, salons, page, siteUrl }: Props) {
  const [t, site] = await Promise.all([getTranslations('Price'), loadSiteJsonLd(locale)]);
  const lists = salons
    .map((salon) => ({ salon, groups: buildPriceList(tops, salon, salons) }))
    .filter((list) => list.groups.length > 0);
  const langs = contentLangs(tops);

  return (
    <>
      <Hero
        title={page?.hero?.title ?? t('title')}
        text={page?.hero?.text ?? t('intro')}
        titleLang={page?.hero?.title ? page.lang : undefined}
        textLang={page?.hero?.text ? page.lang : undefined}
        image={page?.hero?.image}
        imageLang={page?.lang}
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
              lang={top.category.lang}
            >
              {top.category.name}
            </Link>
          ))}
        </nav>
        {lists.map(({ salon, groups }) => {
          const hours = formatOpeningHours(salon.workTime, locale);
          return (
            <section key={salon.id} className={styles.salon} aria-labelledby={`salon-${salon.id}`}>
              <h2 id={`salon-${salon.id}`} className={styles.salonTitle}>
                {t('atSalon', { salon: salon.title })}
              </h2>
              <p className={styles.muted}>
                <span lang={salon.lang}>{salon.address}</span>
                {hours ? ` · ${hours}` : ''}
              </p>
              {groups.map((group) =>
                current ? (
                  group.groups.map((direction) => (
                    <PriceTable key={direction.id} group={direction} langs={langs} depth={3} deferred />
                  ))
                ) : (
                  <PriceTable key={group.id} group={group} langs={langs} depth={3} />
                ),
              )}
            </section>
          );
        })}
        <p className={styles.note}>{t('note')}</p>
        <LayoutWhenIdle />
      </div>
      {/* After the content: the parser reaches the tables, and paints them, before this data. */}
      <JsonLd
        data={jsonLdGraph(
          lists.map((list) =>
            site.salon(
              list.salon,
              buildOfferCatalogJsonLd({
                name: page?.hero?.title ?? t('title'),
                url: localisedUrl(siteUrl, locale, path),
                groups: list.groups,
                serviceUrl: (href) => localisedUrl(siteUrl, locale, href),
              }),
            ),
          ),
        )}
      />
    </>
  );
}
