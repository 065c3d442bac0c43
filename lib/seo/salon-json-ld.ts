import type { Contacts, Salon } from '@/lib/content/types';
import { buildBeautySalonJsonLd } from './beauty-salon-json-ld';
import { salonPath } from '@/lib/salons/salon-paths';

/**
 * A salon page's BeautySalon: the salon's own address, phone and hours, the brand's profiles;
 * its name in the page's language, its postal address (`postalAddress`) as the post writes it.
 */
export function buildSalonJsonLd(input: { siteUrl: string; brandName: string; salon: Salon; contacts: Contacts; postalAddress?: string }) {
  const { salon, contacts } = input;
  const data = buildBeautySalonJsonLd({
    siteUrl: input.siteUrl,
    brandName: input.brandName,
    image: salon.image?.src,
    contacts: {
      ...contacts,
      phones: salon.phone ? [salon.phone] : contacts.phones,
      address: input.postalAddress ?? salon.address,
      email: salon.email ?? contacts.email,
      workTime: salon.workTime.length > 0 ? salon.workTime : contacts.workTime,
    },
  });
  return {
    ...data,
    name: salon.title,
    url: `${input.siteUrl}${salonPath(salon)}`,
    geo: salon.geo ? { '@type': 'GeoCoordinates', latitude: salon.geo.latitude, longitude: salon.geo.longitude } : undefined,
    hasMap: salon.mapUrl ?? undefined,
  };
}
