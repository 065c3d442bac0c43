import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getConfig } from '@/lib/config';
import { getContacts, getSalons } from '@/lib/content';
import type { Salon } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { buildSalonJsonLd } from './salon-json-ld';
import { buildOrganizationJsonLd, buildWebSiteJsonLd, type ServedAreaWords } from './site-json-ld';

/**
 * What the pages' structured data share, in a locale: the brand, the website, the area served,
 * and a builder of each salon's node, so every page that shows a salon shows the same node.
 * Postal addresses and the brand's contacts come from the original (English) content.
 */
export const loadSiteJsonLd = cache(async (locale: Locale) => {
  const [salons, postalSalons, contacts, t] = await Promise.all([
    getSalons(locale),
    getSalons('en'),
    getContacts('en'),
    getTranslations({ locale, namespace: 'StructuredData' }),
  ]);
  const { siteUrl, brandName } = getConfig();
  const area: ServedAreaWords = { borough: t('borough'), city: t('city'), country: t('country') };
  return {
    siteUrl,
    brandName,
    area,
    salons,
    socials: contacts.socials,
    organization: buildOrganizationJsonLd({ siteUrl, locale, brandName, socials: contacts.socials }),
    website: buildWebSiteJsonLd({ siteUrl, locale, brandName }),
    /** The salon's node; `catalogue`, its price list, on the price list's pages. */
    salon: (salon: Salon, catalogue?: object) =>
      buildSalonJsonLd({
        siteUrl,
        locale,
        brandName,
        salon,
        postal: postalSalons.find((postal) => postal.id === salon.id) ?? null,
        contacts,
        area,
        catalogue,
      }),
  };
});
