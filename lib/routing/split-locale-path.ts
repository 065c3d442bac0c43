import { localeOfPrefix, routing, type Locale } from '@/lib/i18n/routing';

export type LocalePath = {
  locale: Locale;
  /** Whether the path began with the default locale's code (`/en/`), which is never part of a canonical address. */
  explicitDefault: boolean;
  /** Decoded path segments after the locale. */
  segments: string[];
};

/**
 * Splits `/ua/services/male/` into the locale and the decoded segments after it; English has
 * no prefix. Null when a segment is not valid percent-encoding, which no page can match.
 */
export function splitLocalePath(pathname: string): LocalePath | null {
  const raw = pathname.split('/').filter(Boolean);
  const segments: string[] = [];
  for (const segment of raw) {
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  const [first] = segments;
  if (first === routing.defaultLocale) return { locale: routing.defaultLocale, explicitDefault: true, segments: segments.slice(1) };
  const prefixed = localeOfPrefix(first);
  if (!prefixed) return { locale: routing.defaultLocale, explicitDefault: false, segments };
  return { locale: prefixed, explicitDefault: false, segments: segments.slice(1) };
}
