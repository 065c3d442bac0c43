import type { Metadata } from 'next';
import { getConfig } from '@/lib/config';
import { defaultSocialCardSrc, socialCardSize, socialCardSrc } from '@/lib/images/social-card';
import { cutAtWord, maxDescriptionLength, maxTitleLength } from './page-words';
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

/** The link-preview card of a page: its picture cropped to 1200x630, else the brand's card. */
export function socialCardImage(
  image: PageMetadataInput['image'],
  fallbackAlt: string,
): { url: string; width: number; height: number; alt: string } {
  const { siteUrl, wordpressUrl, brandName } = getConfig();
  const card = image ? socialCardSrc(image.src, wordpressUrl) : null;
  return {
    url: `${siteUrl}${card ?? defaultSocialCardSrc}`,
    ...socialCardSize,
    alt: card ? image?.alt || fallbackAlt : brandName,
  };
}

/**
 * Title, description, canonical link, the `en`/`uk`/`x-default` alternates and the social
 * sharing fields of one page; the sharing url is the canonical address. The title and
 * description are cut to what search results show (lib/seo/page-words.ts); every page has a
 * preview card.
 */
export async function buildPageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { siteUrl, brandName } = getConfig();
  const translated = input.translated ?? !(await getUntranslatedPaths()).has(input.path);
  const canonical = localisedUrl(siteUrl, input.locale, input.path);
  const title = cutAtWord(input.title, maxTitleLength);
  const description = cutAtWord(input.description, maxDescriptionLength);
  const images = [socialCardImage(input.image, title)];
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: translated ? alternateUrls(siteUrl, input.path) : undefined,
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: brandName,
      locale: openGraphLocale[input.locale],
      type: input.type ?? 'website',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images,
    },
    robots: input.noIndex || (!translated && input.locale !== 'en') ? { index: false, follow: true } : undefined,
  };
}
