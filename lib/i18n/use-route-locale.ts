import { useParams } from 'next/navigation';
import { isLocale, routing, type Locale } from './routing';

/**
 * The current page's language, for client components that are on a page from its first
 * paint: read from the route's `[locale]` segment, which the browser has without any of
 * next-intl's client code. Outside the locale routes (the root's 404) it is the default.
 */
export function useRouteLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : routing.defaultLocale;
}
