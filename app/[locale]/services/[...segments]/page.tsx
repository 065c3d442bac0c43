import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { CategoryView } from '@/features/catalogue/CategoryView';
import { SalonCatalogueView } from '@/features/catalogue/SalonCatalogueView';
import { ServiceView } from '@/features/catalogue/ServiceView';
import { NextFreeLink } from '@/features/next-free/NextFreeLink';
import { getNextFreeWords } from '@/features/next-free/next-free-words';
import { loadServiceMasters } from '@/lib/booking/load-service-masters';
import { buildCatalogueBreadcrumbs } from '@/lib/catalogue/breadcrumbs';
import { additionalServiceLinks } from '@/lib/catalogue/additional-services';
import { canonicalCataloguePath, catalogueSalonSegment, listCataloguePaths } from '@/lib/catalogue/catalogue-paths';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getServiceRoute } from '@/lib/catalogue/load-service-route';
import { offers, offersAnyUnder } from '@/lib/catalogue/resolve-service-route';
import { bookableOptions, optionKeys } from '@/lib/booking/site-refs';
import { getConfig } from '@/lib/config';
import { getEmployees, getPage, getSalons, getServices } from '@/lib/content';
import { shownMasters } from '@/lib/masters/master-view';
import { loadFeedbacks } from '@/lib/reviews/load-feedbacks';
import { reviewsOf } from '@/lib/reviews/reviews';
import { isLocale } from '@/lib/i18n/routing';
import { priceForSalon } from '@/lib/pricing/format-price';
import { getCatalogueWords } from '@/lib/seo/catalogue-metadata';
import { buildCatalogueMetadata, describeCatalogueRoute } from '@/lib/seo/catalogue-page-metadata';
import { buildBreadcrumbJsonLd, buildServiceJsonLd } from '@/lib/seo/json-ld';
import { loadSiteJsonLd } from '@/lib/seo/load-site-json-ld';
import { localisedUrl } from '@/lib/seo/page-metadata';
import { absoluteUrl, buildServedAreaJsonLd, organizationRef, salonRef } from '@/lib/seo/site-json-ld';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; segments: string[] }> };

export async function generateStaticParams() {
  const [tree, salons] = await Promise.all([getCatalogue('en'), getSalons('en')]);
  return listCataloguePaths(tree, salons).map((path) => ({ segments: path.split('/').filter(Boolean).slice(1) }));
}

async function load(params: Props['params']) {
  const { locale, segments } = await params;
  if (!isLocale(locale)) notFound();
  const path = segments.map(decodeURIComponent).join('/');
  const { route, salons } = await getServiceRoute(path, locale);
  // A WordPress-suffixed spelling of a page never gets here: proxy.ts answers it 301.
  if (route.kind === 'not-found') notFound();
  const topPage = route.kind === 'category' && route.node.level === 'top' ? await getPage(`${route.node.category.slug}-service`, locale) : null;
  return { locale, route, salons, topPage };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route, salons, topPage } = await load(params);
  return buildCatalogueMetadata({ route, salons, locale, brand: getConfig().brandName, topPage, words: await getCatalogueWords(locale) });
}

export default async function ServicesPage({ params }: Props) {
  const { locale, route, salons, topPage } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations('Catalogue');
  const { siteUrl } = getConfig();
  const crumbs = buildCatalogueBreadcrumbs(route, t('home'), salons);
  const linkSalon = route.kind === 'salon' ? null : catalogueSalonSegment(route.salon, salons);
  const breadcrumbJsonLd = buildBreadcrumbJsonLd(crumbs.map((c) => ({ label: c.label, url: localisedUrl(siteUrl, locale, c.href) })));

  if (route.kind === 'salon') {
    return (
      <>
        <JsonLd data={breadcrumbJsonLd} />
        <SalonCatalogueView salon={route.salon} linkSalon={catalogueSalonSegment(route.salon, salons)} tops={route.tops} crumbs={crumbs} />
      </>
    );
  }

  if (route.kind === 'category') {
    return (
      <>
        <JsonLd data={breadcrumbJsonLd} />
        <CategoryView
          node={route.node}
          salon={route.salon}
          linkSalon={linkSalon}
          subcategories={route.children}
          services={route.services}
          crumbs={crumbs}
          salonsOffering={salons.filter((salon) => offersAnyUnder(salon, route.node))}
          page={topPage}
        />
      </>
    );
  }

  const { service, node, salon } = route;
  const price = salon ? priceForSalon(service, salon.id) : service.price;
  const salonId = salon?.id ?? salons[0]?.id ?? 0;
  const options = bookableOptions(service, salonId);
  // Feedbacks name a master, not a service: the service's reviews are those of the masters who
  // take it, as the booking system says (read when the page is built or revalidated).
  const [feedbacks, serviceMasters, employees, services] = await Promise.all([
    loadFeedbacks(),
    loadServiceMasters(),
    getEmployees(locale),
    getServices(locale),
  ]);
  const takingIds = serviceMasters.get(options[0]?.bookingServiceId ?? '') ?? [];
  const taking = shownMasters(employees).filter((master) => master.crmId !== null && takingIds.includes(master.crmId));
  const reviews = reviewsOf(taking, feedbacks);
  // The next free time of the service, or of its first price option (named in the line), which
  // the booking page's address can open by its key.
  const nextFreeKey = options.length === 1 ? service.slug : optionKeys(services, salonId).get(options[0]!.bookingServiceId);
  const nextFreeWords = nextFreeKey && taking.length > 0 ? await getNextFreeWords(options.length === 1 ? 'master' : 'option') : null;
  const additional = additionalServiceLinks(service, await getCatalogue(locale), salon, salons);
  const described = describeCatalogueRoute(route, null, (await getCatalogueWords(locale)).beautySalon);
  const site = await loadSiteJsonLd(locale);
  const providers = (salon ? [salon] : salons.filter((each) => offers(each, service))).map((each) => salonRef(siteUrl, each));
  const serviceJsonLd = buildServiceJsonLd({
    name: service.title,
    description: service.description?.__html.replace(/<[^>]+>/g, '') ?? described.name,
    url: localisedUrl(siteUrl, locale, canonicalCataloguePath(route, salons)),
    image: service.image ? absoluteUrl(siteUrl, service.image.src) : null,
    category: described.qualifier,
    price,
    providers: providers.length > 0 ? providers : [organizationRef(site)],
    area: buildServedAreaJsonLd(site.area),
  });

  return (
    <>
      <JsonLd data={breadcrumbJsonLd} />
      <JsonLd data={serviceJsonLd} />
      <ServiceView
        service={service}
        node={node}
        salon={salon}
        price={price}
        crumbs={crumbs}
        additional={additional}
        salonsOffering={salons.filter((candidate) => offers(candidate, service))}
        bookingIds={options.map((option) => option.bookingServiceId)}
        nextFree={
          nextFreeKey && nextFreeWords ? (
            <NextFreeLink
              service={options[0]!.bookingServiceId}
              employee="any"
              serviceSlug={nextFreeKey}
              serviceName={options[0]!.name ?? undefined}
              masters={Object.fromEntries(taking.map((master) => [master.crmId!, { slug: master.slug, name: master.name }]))}
              words={nextFreeWords}
              locale={locale}
            />
          ) : null
        }
        reviews={reviews}
      />
    </>
  );
}
