import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/Breadcrumbs/Breadcrumbs';
import { Hero } from '@/components/Hero/Hero';
import { JsonLd } from '@/components/JsonLd/JsonLd';
import { getMasterCardItems } from '@/features/masters/master-words';
import { MastersList } from '@/features/masters/MastersList';
import { getConfig } from '@/lib/config';
import { getEmployees, getPage, getSkills } from '@/lib/content';
import { isLocale } from '@/lib/i18n/routing';
import { mastersPath } from '@/lib/masters/master-paths';
import { shownMasters } from '@/lib/masters/master-view';
import { buildBreadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata, localisedUrl } from '@/lib/seo/page-metadata';

export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [page, t] = await Promise.all([getPage('employees', locale), getTranslations({ locale, namespace: 'Masters' })]);
  const { brandName: brand } = getConfig();
  return buildPageMetadata({
    locale,
    path: mastersPath,
    title: page?.seo.title ?? t('metaTitle', { brand }),
    description: page?.seo.description ?? t('metaDescription', { brand }),
    image: page?.hero?.image ?? null,
  });
}

export default async function MastersPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [page, masters, skills, t] = await Promise.all([
    getPage('employees', locale),
    getEmployees(locale),
    getSkills(locale),
    getTranslations('Masters'),
  ]);
  const { siteUrl, brandName: brand } = getConfig();
  const items = await getMasterCardItems(shownMasters(masters), skills);
  const crumbs = [
    { label: t('home'), href: '/' },
    { label: t('title'), href: mastersPath },
  ];

  return (
    <>
      <JsonLd
        data={buildBreadcrumbJsonLd(
          crumbs.map((c) => ({ label: c.label, url: localisedUrl(siteUrl, locale, c.href) })),
        )}
      />
      <Hero
        title={page?.hero?.title ?? t('heroTitle')}
        text={page?.hero?.text ?? t('heroText', { brand })}
        titleLang={page?.hero?.title ? page.lang : undefined}
        textLang={page?.hero?.text ? page.lang : undefined}
        image={page?.hero?.image ?? null}
        buttons={page?.hero?.buttons ?? [{ label: t('book'), href: '#booking' }]}
      />
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
      <MastersList items={items} />
    </>
  );
}
