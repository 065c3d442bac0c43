import type { Contacts, Salon } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { salonPath } from '@/lib/salons/salon-paths';
import { localisedUrl } from './page-metadata';
import { absoluteUrl, buildServedAreaJsonLd, organizationRef, salonId, type ServedAreaWords } from './site-json-ld';

const postcodePattern = /\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/i;

/** A postal address as the post knows it: the street (the address's first part), London, the postcode. */
export function buildPostalAddressJsonLd(address: string, postcode: string | null = null) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.split(',')[0]?.trim(),
    addressLocality: 'London',
    postalCode: postcode ?? postcodePattern.exec(address)?.[1],
    addressCountry: 'GB',
  };
}

/**
 * A salon as a schema.org BeautySalon, the same node on every page that shows it (the home
 * page, the contacts, its own page, the price list): its page, picture, place on the map,
 * phone, hours and postal address, a branch of the brand. Its name is in the page's language;
 * its postal address (`postal`) as the original writes it; phone, email and hours fall back
 * to the brand's contacts. `catalogue` is the salon's price list (an OfferCatalog), where the
 * page has one.
 */
export function buildSalonJsonLd(input: {
  siteUrl: string;
  locale: Locale;
  brandName: string;
  salon: Salon;
  postal: Pick<Salon, 'address' | 'postcode'> | null;
  contacts: Pick<Contacts, 'phones' | 'email' | 'workTime'>;
  area: ServedAreaWords;
  catalogue?: object;
}) {
  const { siteUrl, salon, contacts } = input;
  const postal = input.postal ?? salon;
  const workTime = salon.workTime.length > 0 ? salon.workTime : contacts.workTime;
  return {
    '@type': 'BeautySalon',
    '@id': salonId(siteUrl, salon),
    name: salon.title,
    url: localisedUrl(siteUrl, input.locale, salonPath(salon)),
    image: salon.image ? absoluteUrl(siteUrl, salon.image.src) : undefined,
    telephone: salon.phone ?? contacts.phones[0],
    email: salon.email ?? contacts.email ?? undefined,
    priceRange: '££–£££',
    currenciesAccepted: 'GBP',
    address: buildPostalAddressJsonLd(postal.address, postal.postcode),
    geo: salon.geo ? { '@type': 'GeoCoordinates', latitude: salon.geo.latitude, longitude: salon.geo.longitude } : undefined,
    hasMap: salon.mapUrl ?? undefined,
    openingHoursSpecification: workTime.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: buildServedAreaJsonLd(input.area),
    parentOrganization: organizationRef(input),
    hasOfferCatalog: input.catalogue,
  };
}
