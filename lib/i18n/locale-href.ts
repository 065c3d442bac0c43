import { isLocale, routing } from './routing';

/**
 * The address of `pathname` in `target`, or null for an unknown locale: a switch there does
 * nothing. English is unprefixed, Ukrainian lives under `/ua/`.
 */
export function localeHref(target: string, pathname: string): string | null {
  if (!isLocale(target)) return null;
  return target === routing.defaultLocale ? pathname : `/${target}${pathname === '/' ? '/' : pathname}`;
}
