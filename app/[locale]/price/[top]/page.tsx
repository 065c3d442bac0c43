import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PriceListView } from '@/features/price-list/PriceListView';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getConfig } from '@/lib/config';
import { isLocale } from '@/lib/i18n/routing';
import { getPriceListData } from '@/lib/pricing/load-price-list';
import { getCatalogueWords } from '@/lib/seo/catalogue-metadata';
import { branchDescription } from '@/lib/seo/catalogue-page-metadata';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { firstFitting } from '@/lib/seo/page-words';
import { priceTopPath } from '@/lib/pricing/price-paths';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; top: string }> };

export async function generateStaticParams() {
  return (await getCatalogue('en')).tops.map((top) => ({ top: top.category.slug }));
}

async function load(params: Props['params']) {
  const { locale, top } = await params;
  if (!isLocale(locale)) notFound();
  const data = await getPriceListData(top, locale);
  if (!data.current) notFound();
  return { locale, ...data, current: data.current };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, current, page } = await load(params);
  const { brandName: brand } = getConfig();
  const area = current.category.slug === 'male' ? 'London' : 'Chelsea';
  const t = await getTranslations({ locale, namespace: 'Meta' });
  const words = await getCatalogueWords(locale);
  const name = page?.hero?.title ?? t('topPriceList', { name: current.category.name });
  return buildPageMetadata({
    locale,
    path: priceTopPath(current.category.slug),
    title: page?.seo.title ?? firstFitting([words.title({ name, area, qualifier: t('priceList'), brand }), words.shortTitle({ name, area, brand }), name]),
    description: page?.seo.description ?? branchDescription(name, current, words, brand),
    image: page?.hero?.image ?? null,
  });
}

export default async function TopPricePage({ params }: Props) {
  const { locale, tree, salons, current, page } = await load(params);
  setRequestLocale(locale);
  const { siteUrl } = getConfig();
  return (
    <PriceListView
      locale={locale}
      path={priceTopPath(current.category.slug)}
      tops={[current]}
      current={current}
      allTops={tree.tops}
      salons={salons}
      page={page}
      siteUrl={siteUrl}
    />
  );
}
