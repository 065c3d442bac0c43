import type { Metadata } from 'next';
import { getConfig } from '@/lib/config';
import { getUntranslatedPaths } from './untranslated-paths';
import { localisedPath } from '@/lib/i18n/locale-href';
import { locales, routing, type Locale } from '@/lib/i18n/routing';

/** The public address of a path in a locale: English unprefixed, Ukrainian under `/ua/`. */
export function localisedUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl}${localisedPath(locale, path)}`;
}

export type PageMetadataInput = {
  locale: Locale;
  /** The page's path without the locale prefix, ending in a slash. */
  path: string;
  title: string;
  description: string;
  image?: { src: string; alt: string; width: number; height: number } | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /**
   * Whether the page's own content exists in both languages; by default, what the sitemap
   * says of its path (lib/seo/untranslated-paths.ts). A Ukrainian page that shows the English
   * text (an item not yet translated) is kept out of search engines, and neither language
   * names the other as its alternate: no search engine is told English is Ukrainian.
   */
  translated?: boolean;
};

/** Open Graph's territory-qualified form of each locale. */
const openGraphLocale: Record<Locale, string> = { en: 'en_GB', uk: 'uk_UA' };

/** The page's address in every language, and English as the default, for hreflang. */
export function alternateUrls(siteUrl: string, path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localisedUrl(siteUrl, locale, path);
  languages['x-default'] = localisedUrl(siteUrl, routing.defaultLocale, path);
  return languages;
}

/**
 * Title, description, canonical link, the `en`/`uk`/`x-default` alternates and the social
 * sharing fields of one page; the sharing url is the canonical address.
 */
export async function buildPageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { siteUrl, brandName } = getConfig();
  const translated = input.translated ?? !(await getUntranslatedPaths()).has(input.path);
  const canonical = localisedUrl(siteUrl, input.locale, input.path);
  const images = input.image
    ? [{ url: `${siteUrl}${input.image.src}`, width: input.image.width, height: input.image.height, alt: input.image.alt }]
    : undefined;
  return {
    title: input.title,
    description: input.description,
    alternates: {
      canonical,
      languages: translated ? alternateUrls(siteUrl, input.path) : undefined,
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url: canonical,
      siteName: brandName,
      locale: openGraphLocale[input.locale],
      type: input.type ?? 'website',
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
    robots: input.noIndex || (!translated && input.locale !== 'en') ? { index: false, follow: true } : undefined,
  };
}
