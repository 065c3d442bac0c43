import type { MetadataRoute } from 'next';
import { bookingPagePath } from '@/lib/booking/booking-paths';
import { getConfig } from '@/lib/config';
import { localisedPath } from '@/lib/i18n/locale-href';
import { locales } from '@/lib/i18n/routing';

/**
 * A standard robots.txt (user-agent groups and the sitemap; no engine-specific lines): the
 * API is no page, and each step of a booking (`/book/?...` in every language) is one
 * visitor's state; the booking page itself stays open to crawlers.
 */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getConfig();
  const bookingSteps = locales.map((locale) => `${localisedPath(locale, bookingPagePath)}?`);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...bookingSteps] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
