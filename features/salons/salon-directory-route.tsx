import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getConfig } from '@/lib/config';
import { catalogueSalonSegment } from '@/lib/catalogue/catalogue-paths';
import { getSalons } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { getSalonDirectoryRoute } from '@/lib/salons/load-salon-directory';
import { salonPath } from '@/lib/salons/salon-paths';
import { getCatalogueWords } from '@/lib/seo/catalogue-metadata';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { loadSiteJsonLd } from '@/lib/seo/load-site-json-ld';
import { jsonLdGraph } from '@/lib/seo/site-json-ld';
import { SalonCategoryView } from './SalonCategoryView';
import { SalonMasters } from './SalonMasters';
import { SalonView } from './SalonView';
import { salonCategoryPath } from '@/lib/salons/salon-paths';

type Params = Promise<{ locale: string; slug: string; salon?: string }>;

async function load(params: Params) {
  const { locale, slug, salon } = await params;
  if (!isLocale(locale)) notFound();
  const { route } = await getSalonDirectoryRoute([slug, salon].filter(Boolean).join('/'), locale);
  if (route.kind === 'not-found') notFound();
  return { locale, route };
}

/** Metadata of `/salons/{slug}/` and `/salons/{category}/{salon}/`: a salon is canonical at its own short address. */
export async function salonDirectoryMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, route } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Salons' });
  const { brandName: brand } = getConfig();
  if (route.kind === 'salon') {
    return buildPageMetadata({
      locale,
      path: salonPath(route.salon),
      title: t('salonTitle', { salon: route.salon.title, brand }),
      description: (await getCatalogueWords(locale)).salonDescription(route.salon),
      image: route.salon.image,
    });
  }
  return buildPageMetadata({
    locale,
    path: salonCategoryPath(route.category),
    title: t('categoryTitle', { name: route.category.name, brand }),
    description: t('categoryDescription', { name: route.category.name, brand }),
  });
}

export async function SalonDirectoryPage({ params }: { params: Params }) {
  const { locale, route } = await load(params);
  setRequestLocale(locale);
  if (route.kind === 'category') {
    return <SalonCategoryView category={route.category} subcategories={route.subcategories} salons={route.salons} />;
  }
  const [tree, salons, site] = await Promise.all([getCatalogue(locale), getSalons(locale), loadSiteJsonLd(locale)]);
  return (
    <>
      <JsonLd data={jsonLdGraph([site.salon(route.salon), site.organization])} />
      <SalonView
        salon={route.salon}
        linkSalon={catalogueSalonSegment(route.salon, salons)}
        category={route.category}
        tree={tree} masters={<SalonMasters salon={route.salon} />} />
    </>
  );
}
