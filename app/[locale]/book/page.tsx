import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BookingPage } from '@/features/booking/page/BookingPage';
import { readFlowAddress } from '@/lib/booking/flow/flow-address';
import { bookingPagePath, myBookingsQuery } from '@/lib/booking/booking-paths';
import { canonicalCataloguePath } from '@/lib/catalogue/catalogue-paths';
import { findServiceBySlug } from '@/lib/catalogue/category-tree';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getConfig } from '@/lib/config';
import { getSalons } from '@/lib/content';
import { buildPageMetadata, localisedUrl } from '@/lib/seo/page-metadata';
import { localisedPath } from '@/lib/i18n/locale-href';
import { routing } from '@/lib/i18n/routing';

// Each step answers the visitor's own visit, session and the salon's free times.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function read({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const query = await searchParams;
  const address = readFlowAddress(query);
  if (!address) notFound();
  return { locale, query, address };
}

/**
 * The booking page itself (`/book/`, no query) is a page for search engines: how to book at
 * the salon, in both languages, in the sitemap. It is `nofollow`: every link it draws is a
 * step of one visitor's booking. Every step (any query: a service, a master, a day, a time,
 * My bookings) is that visitor's state, not a page: `noindex, nofollow` (also as the
 * `X-Robots-Tag` header, set in proxy.ts), with the page it is about as canonical: the
 * service's own page when the booking is of one service, the booking page otherwise.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, query, address } = await read(props);
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const { brandName, siteUrl } = getConfig();
  if (Object.keys(query).length === 0) {
    const metadata = await buildPageMetadata({
      locale,
      path: bookingPagePath,
      title: t('page.title', { brand: brandName }),
      description: t('page.description', { brand: brandName }),
    });
    // Indexable where buildPageMetadata says so (in English: the Ukrainian page lists English names), never followed.
    return { ...metadata, robots: { index: metadata.robots === undefined, follow: false } };
  }
  const slug = address.items.length === 1 ? address.items[0]!.slug : null;
  const [tree, salons] = slug ? await Promise.all([getCatalogue(locale), getSalons(locale)]) : [null, null];
  const found = slug && tree ? findServiceBySlug(tree, slug) : null;
  const service = found?.service;
  const about = found && salons ? canonicalCataloguePath({ kind: 'service', ...found, salon: null }, salons) : null;
  return {
    title:
      query[myBookingsQuery] !== undefined
        ? t('page.titleMine', { brand: brandName })
        : service
          ? t('page.titleService', { service: service.title, brand: brandName })
          : t('page.title', { brand: brandName }),
    robots: { index: false, follow: false },
    alternates: { canonical: localisedUrl(siteUrl, locale, about ?? bookingPagePath) },
  };
}

export default async function BookPage(props: Props) {
  const { locale, query, address } = await read(props);
  setRequestLocale(locale);
  return <BookingPage address={address} locale={locale} path={localisedPath(locale, bookingPagePath)} query={query} />;
}
