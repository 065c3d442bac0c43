import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'ua'] as const;
export type Locale = (typeof locales)[number];

/** The language tag a locale is announced with (`<html lang>`, hreflang): Ukrainian is `uk`. */
export const languageTag: Record<Locale, string> = { en: 'en', ua: 'uk' };

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // The address alone decides the language: `/` is English, `/ua/` Ukrainian.
  localeDetection: false,
  localeCookie: false,
  // Alternates come from page metadata, with `uk` rather than the route code `ua`.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
