import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getConfig } from '@/lib/config';
import { catalogueSalonSegment } from '@/lib/catalogue/catalogue-paths';
import { getContacts, getSalonBySlug, getSalons } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { getSalonDirectoryRoute } from '@/lib/salons/load-salon-directory';
import { salonPath } from '@/lib/salons/salon-paths';
import { getCatalogueWords } from '@/lib/seo/catalogue-metadata';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { buildSalonJsonLd } from '@/lib/seo/salon-json-ld';
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
      description: (await getCatalogueWords(locale)).description({ name: route.salon.title, area: 'Chelsea', brand }),
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
  const { siteUrl, brandName } = getConfig();
  // Structured data names the postal address as the post writes it, in the original's words.
  const [tree, salons, contacts, postal] = await Promise.all([
    getCatalogue(locale),
    getSalons(locale),
    getContacts('en'),
    getSalonBySlug(route.salon.slug, 'en'),
  ]);
  return (
    <>
      <JsonLd data={buildSalonJsonLd({ siteUrl, brandName, salon: route.salon, contacts, postalAddress: postal?.address })} />
      <SalonView
        salon={route.salon}
        linkSalon={catalogueSalonSegment(route.salon, salons)}
        category={route.category}
        tree={tree} masters={<SalonMasters salon={route.salon} />} />
    </>
  );
}
