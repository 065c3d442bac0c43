import type { Metadata } from 'next';
import type { Page } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { buildPageMetadata } from './page-metadata';

/** Metadata of a page edited in the CMS: its own SEO fields, else its title and summary. */
export function buildCmsPageMetadata(input: { page: Page; locale: Locale; path: string; brand: string; fallbackDescription: string }): Promise<Metadata> {
  const { page } = input;
  return buildPageMetadata({
    locale: input.locale,
    path: input.path,
    title: page.seo.title ?? `${page.title} | ${input.brand}`,
    description: page.seo.description ?? (page.summary || input.fallbackDescription),
    image: page.hero?.image ?? null,
  });
}
