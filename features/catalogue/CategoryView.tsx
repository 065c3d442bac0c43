import { getTranslations } from 'next-intl/server';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { SalonList } from '@/components/SalonList/SalonList';
import { CardList } from '@/components/CardList/CardList';
import { Hero } from '@/components/Hero/Hero';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { servicesUnder, type CatalogueService, type CategoryNode } from '@/lib/catalogue/category-tree';
import { catalogueHref } from '@/lib/catalogue/catalogue-paths';
import type { Page, PriceSummary, Salon, Service } from '@/lib/content/types';
import { priceForSalon } from '@/lib/pricing/format-price';
import { getCatalogueFormatters } from './catalogue-words';
import styles from './Catalogue.module.scss';
import { ServiceRows } from './ServiceRows';
import { serviceSummary } from '@/lib/catalogue/service-summary';
import { priceTopPath } from '@/lib/pricing/price-paths';

type Props = {
  node: CategoryNode;
  salon: Salon | null;
  /** The salon segment of catalogue links (lib/catalogue/catalogue-paths.ts `catalogueSalonSegment`). */
  linkSalon: Salon | null;
  subcategories: CategoryNode[];
  services: CatalogueService[];
  crumbs: Crumb[];
  salonsOffering: Salon[];
  /** The CMS page of a top level (`female-service`, `male-service`), for its hero. */
  page: Page | null;
};

function lowestPrice(services: Service[], salon: Salon | null): PriceSummary | null {
  const prices = services.map((s) => (salon ? priceForSalon(s, salon.id) : s.price)).filter((p): p is PriceSummary => p !== null);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices.map((p) => p.min)), max: null, isFrom: true };
}

/**
 * A top level, direction or category under a short hero: its sub-categories as cards, its
 * services as rows to compare (name, one line, length, price, Book), then the SEO text and salons.
 */
export async function CategoryView({ node, salon, linkSalon, subcategories, services, crumbs, salonsOffering, page }: Props) {
  const t = await getTranslations('Catalogue');
  const format = await getCatalogueFormatters();
  const locale = await getRequestLocale();
  const priceOf = (service: Service) => (salon ? priceForSalon(service, salon.id) : service.price);
  const title = page?.hero?.title ?? node.category.name;
  const offered = (child: CategoryNode) => servicesUnder(child).filter((s) => !salon || salon.serviceIds.includes(s.id));

  return (
    <>
      <Hero
        title={title}
        text={page?.hero?.text ?? (salon ? t('atSalon', { salon: salon.title }) : null)}
        titleLang={page?.hero?.title ? page.lang : node.category.lang}
        textLang={page?.hero?.text ? page.lang : undefined}
        image={page?.hero?.image ?? node.category.image}
        imageLang={page?.hero?.image ? page.lang : node.category.lang}
        buttons={[
          { label: t('book'), href: '#booking' },
          { label: t('priceList'), href: priceTopPath(node.slugs[0]!) },
        ]}
        bookingChoice={{ kind: 'category', slug: node.category.slug }}
        size="short"
      />
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <div className={styles.page}>
        {subcategories.length > 0 ? (
          <section className={styles.block} aria-labelledby="catalogue-categories">
            <h2 id="catalogue-categories">{t('categoriesHeading')}</h2>
            <CardList
              items={subcategories.map((child) => {
                const inOffer = offered(child);
                return {
                  key: child.category.id,
                  href: catalogueHref(child.slugs, linkSalon),
                  title: child.category.name,
                  lang: child.category.lang,
                  image: child.category.image,
                  meta: (
                    <>
                      <span className={styles.price}>{format.price(lowestPrice(inOffer, salon))}</span>
                      <span>{t('serviceCount', { count: inOffer.length })}</span>
                    </>
                  ),
                };
              })}
            />
          </section>
        ) : null}
        {services.length > 0 ? (
          <section className={styles.block} aria-labelledby="catalogue-services">
            <h2 id="catalogue-services">{subcategories.length > 0 ? t('moreServicesHeading') : t('servicesHeading')}</h2>
            <ServiceRows
              rows={services.map((service) => ({
                service,
                href: catalogueHref([...node.slugs, service.pathSlug], linkSalon),
                summary: serviceSummary(service),
                price: format.price(priceOf(service)),
                duration: format.duration(service.durationMinutes),
              }))}
            />
          </section>
        ) : null}
        {node.category.seoText ? (
          <section className={`${styles.block} ${styles.seo}`} aria-labelledby="catalogue-about">
            <h2 id="catalogue-about">{t('aboutHeading', { name: node.category.name })}</h2>
            <div className="rich-text" lang={node.category.lang} dangerouslySetInnerHTML={node.category.seoText} />
          </section>
        ) : null}
        <SalonList salons={salonsOffering} heading={t('salonsHeading')} headingId="salons-offering" locale={locale} className={styles.block} />
      </div>
    </>
  );
}
