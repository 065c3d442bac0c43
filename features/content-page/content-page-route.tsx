import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { getConfig } from '@/lib/config';
import { getPage } from '@/lib/content';
import type { Page as CmsPage } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { isLocale } from '@/lib/i18n/routing';
import { buildCmsPageMetadata } from '@/lib/seo/cms-page-metadata';
import { ContentPageView } from './ContentPageView';

type Props = { params: Promise<{ locale: string }> };

/** What a route adds under the CMS page's body (the contact details, the list of vacancies...). */
export type PageExtra = ComponentType<{ page: CmsPage; locale: Locale }>;

/**
 * The metadata and page of a route that shows one CMS page (about, charity, policy,
 * contacts, salons, vacancies), optionally with a section of its own under the body. Each
 * route file re-exports these, so the pages share one implementation.
 */
export function contentPageRoute(slug: string, path: string, Extra?: PageExtra) {
  async function load(params: Props['params']) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    const page = await getPage(slug, locale);
    if (!page) notFound();
    return { locale, page };
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, page } = await load(params);
    const t = await getTranslations({ locale, namespace: 'Meta' });
    const { brandName: brand } = getConfig();
    return buildCmsPageMetadata({ page, locale, path, brand, fallbackDescription: t('defaultDescription', { brand }) });
  }

  async function Page({ params }: Props) {
    const { locale, page } = await load(params);
    setRequestLocale(locale);
    return (
      <ContentPageView page={page} path={path} bookingUrl={getConfig().bookingUrl}>
        {Extra ? <Extra page={page} locale={locale} /> : null}
      </ContentPageView>
    );
  }

  return { generateMetadata, Page };
}
