import { isLocale, localePrefixes, locales, type Locale } from './routing';

/**
 * The address of a page of this site in a locale: English unprefixed, Ukrainian under
 * `/ua/`. `path` is the unprefixed path (`/`, `/about/`); the home page becomes `/ua/`,
 * never `/ua`, which would answer 301.
 */
export function localisedPath(locale: Locale, path: string): string {
  return `${localePrefixes[locale]}${path}`;
}

/**
 * The page's path without its locale prefix: `/ua/about/` and `/about/` are both `/about/`.
 * The default locale's prefix goes too: a prerendered English page knows itself by its
 * internal path (`/en/about/`), as the router may report it.
 */
export function unprefixedPath(pathname: string): string {
  // Both the public prefixes (`/ua`) and the internal locale segments (`/en`, `/uk`).
  const prefixes = [...locales.map((locale) => localePrefixes[locale]).filter(Boolean), ...locales.map((locale) => `/${locale}`)];
  for (const prefix of prefixes) {
    if (pathname === prefix) return '/';
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname;
}

/** The address of `pathname` in `target`, or null for an unknown locale: a switch there does nothing. */
export function localeHref(target: string, pathname: string): string | null {
  return isLocale(target) ? localisedPath(target, pathname) : null;
}
