import { isLocale, routing, type Locale } from './routing';

/**
 * The address of a page of this site in a locale: English unprefixed, Ukrainian under
 * `/ua/`. `path` is the unprefixed path (`/`, `/about/`); the home page becomes `/ua/`,
 * never `/ua`, which would answer 301.
 */
export function localisedPath(locale: Locale, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path}`;
}

/**
 * The page's path without its locale prefix: `/ua/about/` and `/about/` are both `/about/`.
 * The default locale's prefix goes too: a prerendered English page knows itself by its
 * internal path (`/en/about/`), as the router may report it.
 */
export function unprefixedPath(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** The address of `pathname` in `target`, or null for an unknown locale: a switch there does nothing. */
export function localeHref(target: string, pathname: string): string | null {
  return isLocale(target) ? localisedPath(target, pathname) : null;
}
