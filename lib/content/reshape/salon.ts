import { parseOpeningHours } from '@/lib/contacts/opening-hours';
import { originalLanguage, type ContentLanguage } from '../content-language';
import type { WpSalon, WpSalonCategory, WpSalonFinderEntry } from '../raw/salon';
import type { Salon, SalonCategory, SalonFinderEntry } from '../types';
import { toImage } from './image';
import { toTerm } from './term';
import { plainText, safeHtml } from './text';

export function toSalon(raw: WpSalon, lang: ContentLanguage = originalLanguage): Salon {
  const title = plainText(raw.title.rendered);
  const { latitude, longitude } = raw.acf;
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    title,
    order: raw.menu_order ?? 0,
    categoryIds: raw.salons_categories,
    serviceIds: raw.available_services,
    serviceCategoryIds: raw.available_categories,
    address: plainText(raw.acf.address),
    postcode: raw.acf.postcode,
    phone: raw.acf.phone,
    email: raw.acf.email,
    workTime: raw.acf.work_time ? parseOpeningHours(raw.acf.work_time) : [],
    description: safeHtml(raw.acf.description),
    image: toImage(raw.acf.preview_image, title),
    mapUrl: raw.acf.map_link,
    geo: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}

export function toSalonCategory(raw: WpSalonCategory, lang: ContentLanguage = originalLanguage): SalonCategory {
  return { ...toTerm(raw, lang), externalUrl: raw.acf.external_link };
}

export function toSalonFinderEntry(raw: WpSalonFinderEntry): SalonFinderEntry {
  return { salonId: raw.salon_id, slug: raw.slug, title: plainText(raw.title), serviceIds: raw.services };
}
