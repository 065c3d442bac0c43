import { isLocale, routing, type Locale } from './routing';

/**
 * The address of a page of this site in a locale: English unprefixed, Ukrainian under
 * `/ua/`. `path` is the unprefixed path (`/`, `/about/`); the home page becomes `/ua/`,
 * never `/ua`, which would answer 301.
 */
export function localisedPath(locale: Locale, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path}`;
}

/** The address of `pathname` in `target`, or null for an unknown locale: a switch there does nothing. */
export function localeHref(target: string, pathname: string): string | null {
  return isLocale(target) ? localisedPath(target, pathname) : null;
}
