import { originalLanguage, type ContentLanguage } from '../content-language';
import type { WpService, WpServiceCategory } from '../raw/service';
import { summarisePrices } from '../summarise-prices';
import type { SalonPrice, Service, ServiceCategory } from '../types';
import { toImage } from './image';
import { toTerm } from './term';
import { plainText, safeHtml } from './text';

export function toSalonPrices(raw: WpService): SalonPrice[] {
  return (raw.acf.salons_prices ?? []).map((entry) => ({
    salonId: entry.salon,
    from: entry.price_from,
    to: entry.price_to,
    variants: (entry.params ?? []).map((param) => ({
      id: String(param.crm_id),
      name: param.name ?? String(param.crm_id),
      from: param.price_from,
      to: param.price_to,
    })),
  }));
}

export function toService(raw: WpService, lang: ContentLanguage = originalLanguage): Service {
  const salonPrices = toSalonPrices(raw);
  const hasParams = (raw.acf.params?.length ?? 0) > 0 || salonPrices.some((p) => p.variants.length > 0);
  const title = plainText(raw.acf.title ?? raw.title.rendered) || plainText(raw.title.rendered);
  const duration = raw.acf.duration ?? raw.duration ?? null;
  return {
    lang,
    id: raw.id,
    slug: raw.slug,
    title,
    name: raw.name ? plainText(raw.name) : title,
    order: raw.menu_order ?? 0,
    categoryIds: raw.services_categories,
    durationMinutes: duration && duration > 0 ? Math.round(duration) : null,
    price: summarisePrices(salonPrices, Object.values(raw.pricesInNativeCurrency ?? {}), hasParams),
    salonPrices,
    hasParams,
    description: safeHtml(raw.acf.description),
    seoText: safeHtml(raw.acf.seo_text),
    image: toImage(raw.acf.preview_image, title),
    additionalServiceIds: raw.acf.additional_services?.list ?? [],
  };
}

export function toServiceCategory(raw: WpServiceCategory, lang: ContentLanguage = originalLanguage): ServiceCategory {
  const term = toTerm(raw, lang);
  return { ...term, image: toImage(raw.acf.preview_image, term.name), seoText: safeHtml(raw.acf.seo_text) };
}
