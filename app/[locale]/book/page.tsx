import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BookingPage } from '@/features/booking/page/BookingPage';
import { loadBookingCatalogue } from '@/features/booking/page/booking-page-data';
import { readFlowAddress, type FlowAddress } from '@/lib/booking/flow/flow-address';
import { bookingPagePath, myBookingsQuery } from '@/lib/booking/booking-paths';
import { getConfig } from '@/lib/config';
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

/** The first step (everything, a category, or one service's master) is a landing page for search; the rest (My bookings too) is not. */
const isFirstStep = (address: FlowAddress, query: Record<string, unknown>) =>
  query[myBookingsQuery] === undefined &&
  !address.adding &&
  address.choosing === null &&
  !address.day &&
  !address.at &&
  query.done === undefined &&
  (address.items.length === 0 || (address.items.length === 1 && address.items[0]!.master === null));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, query, address } = await read(props);
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const { brandName } = getConfig();
  const first = isFirstStep(address, query);
  const slug = address.items.length === 1 ? address.items[0]!.slug : null;
  const catalogue = slug && first ? await loadBookingCatalogue() : null;
  const id = slug ? catalogue?.refs.services[slug]?.[0] : undefined;
  const service = id ? catalogue?.services.find((entry) => entry.id === id) : undefined;
  return {
    title:
      query[myBookingsQuery] !== undefined
        ? t('page.titleMine', { brand: brandName })
        : service
          ? t('page.titleService', { service: service.name, brand: brandName })
          : t('page.title', { brand: brandName }),
    robots: first ? undefined : { index: false, follow: false },
    alternates: first && !slug ? { canonical: localisedPath(locale, bookingPagePath) } : undefined,
  };
}

export default async function BookPage(props: Props) {
  const { locale, query, address } = await read(props);
  setRequestLocale(locale);
  return <BookingPage address={address} locale={locale} path={localisedPath(locale, bookingPagePath)} query={query} />;
}
