import type { Metadata } from 'next';
import { getConfig } from '@/lib/config';
import { localisedPath } from '@/lib/i18n/locale-href';
import { languageTag, type Locale } from '@/lib/i18n/routing';

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
};

/**
 * Title, description, canonical link, the `en`/`uk`/`x-default` alternates and the social
 * sharing fields of one page; the sharing url is the canonical address.
 */
export function buildPageMetadata(input: PageMetadataInput): Metadata {
  const { siteUrl, brandName } = getConfig();
  const canonical = localisedUrl(siteUrl, input.locale, input.path);
  const images = input.image
    ? [{ url: `${siteUrl}${input.image.src}`, width: input.image.width, height: input.image.height, alt: input.image.alt }]
    : undefined;
  return {
    title: input.title,
    description: input.description,
    alternates: {
      canonical,
      languages: {
        [languageTag.en]: localisedUrl(siteUrl, 'en', input.path),
        [languageTag.ua]: localisedUrl(siteUrl, 'ua', input.path),
        'x-default': localisedUrl(siteUrl, 'en', input.path),
      },
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url: canonical,
      siteName: brandName,
      locale: input.locale === 'ua' ? 'uk_UA' : 'en_GB',
      type: input.type ?? 'website',
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  };
}
