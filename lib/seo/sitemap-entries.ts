import type { MetadataRoute } from 'next';
import { locales, routing } from '@/lib/i18n/routing';
import { alternateUrls, localisedUrl } from './page-metadata';

/** A page of the sitemap: its unprefixed path, and whether its content exists in every language. */
export type SitemapPage = { path: string; translated: boolean };

/**
 * One sitemap entry per page and locale, each naming its alternates in every language. A page
 * whose content is not translated is listed in the default language alone, without alternates:
 * its other-language address shows the same English text and is kept out of search engines.
 */
export function buildSitemapEntries(siteUrl: string, pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  const byPath = new Map<string, boolean>();
  for (const page of pages) byPath.set(page.path, (byPath.get(page.path) ?? true) && page.translated);
  return [...byPath].flatMap(([path, translated]) => {
    const languages = alternateUrls(siteUrl, path);
    return (translated ? locales : [routing.defaultLocale]).map((locale) => ({
      url: localisedUrl(siteUrl, locale, path),
      alternates: translated ? { languages } : undefined,
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : path.split('/').length <= 3 ? 0.8 : 0.6,
    }));
  });
}
