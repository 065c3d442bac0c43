import { defineRouting } from 'next-intl/routing';

/**
 * The site's languages, as BCP 47 tags: every `Intl` API and message lookup gets these, so
 * Ukrainian is `uk` (plural rules, decimal commas, month names in their cases). The address
 * shows a prefix of its own (`localePrefixes`), which is never a locale.
 */
export const locales = ['en', 'uk'] as const;
export type Locale = (typeof locales)[number];

/** The path prefix of each locale's addresses: English unprefixed, Ukrainian under `/ua/`. */
export const localePrefixes = { en: '', uk: '/ua' } as const satisfies Record<Locale, string>;

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: { mode: 'as-needed', prefixes: { uk: localePrefixes.uk } },
  // The address alone decides the language: `/` is English, `/ua/` Ukrainian.
  localeDetection: false,
  localeCookie: false,
  // Alternates come from page metadata, which knows which pages are translated.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale whose address prefix is this first path segment (the segment of `/ua/` is Ukrainian), or null. */
export function localeOfPrefix(segment: string | undefined): Locale | null {
  if (segment === undefined) return null;
  return locales.find((locale) => localePrefixes[locale] === `/${segment}`) ?? null;
}
