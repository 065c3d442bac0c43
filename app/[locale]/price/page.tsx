import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PriceListView } from '@/features/price-list/PriceListView';
import { getConfig } from '@/lib/config';
import { isLocale } from '@/lib/i18n/routing';
import { getPriceListData } from '@/lib/pricing/load-price-list';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { priceListPath } from '@/lib/pricing/price-paths';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Price' });
  const { brandName } = getConfig();
  return buildPageMetadata({ locale, path: priceListPath, title: t('metaTitle', { brand: brandName }), description: t('metaDescription', { brand: brandName }) });
}

export default async function PricePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const { tree, salons } = await getPriceListData(null, locale);
  const { siteUrl } = getConfig();
  return (
    <PriceListView
      locale={locale}
      path={priceListPath}
      tops={tree.tops}
      current={null}
      allTops={tree.tops}
      salons={salons}
      page={null}
      siteUrl={siteUrl}
    />
  );
}
