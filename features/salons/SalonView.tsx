import { ExternalLink } from '@/components/ExternalLink/ExternalLink';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { Hero } from '@/components/Hero/Hero';
import { catalogueHref, salonCataloguePath } from '@/lib/catalogue/catalogue-paths';
import { offersAnyUnder } from '@/lib/catalogue/resolve-service-route';
import { servicesUnder, type CategoryTree } from '@/lib/catalogue/category-tree';
import { formatOpeningHours } from '@/lib/contacts/opening-hours';
import type { Salon, SalonCategory } from '@/lib/content/types';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { Link } from '@/lib/i18n/navigation';
import styles from './Salons.module.scss';
import { salonCategoryPath, salonInCategoryPath, salonPath, salonsPath } from '@/lib/salons/salon-paths';
import { telHref } from '@/lib/phone/tel-href';

type Props = {
  salon: Salon;
  /** The salon segment of catalogue links (lib/catalogue/catalogue-paths.ts `catalogueSalonSegment`). */
  linkSalon: Salon | null;
  category: SalonCategory | null;
  tree: CategoryTree;
  /** The salon's masters, drawn by the route with the shared master grid. */
  masters: ReactNode;
};

/** One salon: where it is, when it is open, what it offers and who works there. */
export async function SalonView({ salon, linkSalon, category, tree, masters }: Props) {
  const t = await getTranslations('Salons');
  // Written in the page's language, whatever the salon's; nothing when they could not be read.
  const hours = formatOpeningHours(salon.workTime, await getRequestLocale());
  const tops = tree.tops.filter((top) => offersAnyUnder(salon, top));
  const mapUrl = salon.mapUrl ?? `https://www.openstreetmap.org/search?query=${encodeURIComponent(salon.address)}`;
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: t('title'), href: salonsPath },
    ...(category ? [{ label: category.name, href: salonCategoryPath(category), lang: category.lang }] : []),
    { label: salon.title, href: category ? salonInCategoryPath(category, salon) : salonPath(salon), lang: salon.lang },
  ];

  return (
    <>
      <Hero
        title={salon.title}
        titleLang={salon.lang}
        image={salon.image}
        salonInfo={
          <p>
            <span lang={salon.lang}>{salon.address}</span>
            {hours ? (
              <>
                <br />
                {hours}
              </>
            ) : null}
          </p>
        }
        buttons={[
          { label: t('book'), href: '#booking' },
          { label: t('services'), href: salonCataloguePath(salon) },
        ]}
      />
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <div className={styles.page}>
        <div className={styles.columns}>
          {salon.description ? <div className="rich-text" lang={salon.lang} dangerouslySetInnerHTML={salon.description} /> : <div />}
          <aside className={styles.card} aria-labelledby="salon-contacts">
            <h2 id="salon-contacts">{t('contactsHeading')}</h2>
            <address className={styles.address} lang={salon.lang}>
              {salon.address}
            </address>
            {salon.phone ? <a href={telHref(salon.phone)}>{salon.phone}</a> : null}
            {salon.email ? <a href={`mailto:${salon.email}`}>{salon.email}</a> : null}
            {hours ? <p>{hours}</p> : null}
            <ExternalLink href={mapUrl} className={styles.strong} newTabLabel={t('opensNewTab')}>
              {t('map')}
            </ExternalLink>
          </aside>
        </div>
        {tops.length > 0 ? (
          <section className={styles.block} aria-labelledby="salon-services">
            <h2 id="salon-services">{t('servicesHeading')}</h2>
            <div className={styles.directions}>
              {tops.map((top) => (
                <div key={top.category.id}>
                  <h3 lang={top.category.lang}>
                    <Link href={catalogueHref(top.slugs, linkSalon)}>{top.category.name}</Link>
                  </h3>
                  <ul>
                    {top.children
                      .filter((direction) => offersAnyUnder(salon, direction))
                      .map((direction) => (
                        <li key={direction.category.id}>
                          <Link href={catalogueHref(direction.slugs, linkSalon)} lang={direction.category.lang}>
                            {direction.category.name}
                          </Link>{' '}
                          <span className={styles.muted}>
                            ({servicesUnder(direction).filter((s) => salon.serviceIds.includes(s.id)).length})
                          </span>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ) : null}
        {masters}
      </div>
    </>
  );
}
