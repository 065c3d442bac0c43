import { locales, routing } from '@/lib/i18n/routing';
import { alternateUrls, localisedUrl } from './page-metadata';

/**
 * A page of the sitemap: its unprefixed path, whether its content exists in every language,
 * and the day its content last changed (`YYYY-MM-DD`) where the content says.
 */
export type SitemapPage = { path: string; translated: boolean; lastModified?: string | null };

/** One address of the sitemap, with its alternates in every language when it has them. */
export type SitemapEntry = { url: string; alternates: Record<string, string> | null; lastModified: string | null };

/**
 * One sitemap entry per page and locale, each naming its alternates in every language. A page
 * whose content is not translated is listed in the default language alone, without alternates:
 * its other-language address shows the same English text and is kept out of search engines.
 * A path listed twice is one page (translated only if every listing says so).
 */
export function buildSitemapEntries(siteUrl: string, pages: readonly SitemapPage[]): SitemapEntry[] {
  const byPath = new Map<string, { translated: boolean; lastModified: string | null }>();
  for (const page of pages) {
    const known = byPath.get(page.path);
    byPath.set(page.path, {
      translated: (known?.translated ?? true) && page.translated,
      lastModified: [known?.lastModified ?? null, page.lastModified ?? null].filter(Boolean).sort().at(-1) ?? null,
    });
  }
  return [...byPath].flatMap(([path, { translated, lastModified }]) => {
    const languages = translated ? alternateUrls(siteUrl, path) : null;
    return (translated ? locales : [routing.defaultLocale]).map((locale) => ({
      url: localisedUrl(siteUrl, locale, path),
      alternates: languages,
      lastModified,
    }));
  });
}
