import type { MetadataRoute } from 'next';
import { languageTag } from '@/lib/i18n/routing';
import { localisedUrl } from './page-metadata';

/** One sitemap entry per page and locale, each naming its alternates in both languages. */
export function buildSitemapEntries(siteUrl: string, paths: readonly string[]): MetadataRoute.Sitemap {
  return [...new Set(paths)].flatMap((path) => {
    const languages = {
      [languageTag.en]: localisedUrl(siteUrl, 'en', path),
      [languageTag.ua]: localisedUrl(siteUrl, 'ua', path),
      'x-default': localisedUrl(siteUrl, 'en', path),
    };
    return (['en', 'ua'] as const).map((locale) => ({
      url: localisedUrl(siteUrl, locale, path),
      alternates: { languages },
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : path.split('/').length <= 3 ? 0.8 : 0.6,
    }));
  });
}
