import type { WpService, WpServiceCategory } from '../raw/service';
import type { PriceSummary, SalonPrice, Service, ServiceCategory } from '../types';
import { toImage } from './image';
import { plainText, safeHtml } from './text';

/**
 * The lowest price across every salon and variant, with "from" when the service can cost
 * more than one amount or has params; null when nothing is priced.
 */
export function summarisePrices(
  salonPrices: SalonPrice[],
  nativePrices: number[],
  hasParams: boolean,
): PriceSummary | null {
  const amounts = [
    ...salonPrices.flatMap((price) => [price.from, price.to, ...price.variants.flatMap((v) => [v.from, v.to])]),
    ...nativePrices,
  ].filter((amount): amount is number => typeof amount === 'number' && amount > 0);
  if (amounts.length === 0) return null;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  return { min, max: max > min ? max : null, isFrom: max > min || hasParams };
}

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

export function toService(raw: WpService): Service {
  const salonPrices = toSalonPrices(raw);
  const hasParams = (raw.acf.params?.length ?? 0) > 0 || salonPrices.some((p) => p.variants.length > 0);
  const title = plainText(raw.acf.title ?? raw.title.rendered) || plainText(raw.title.rendered);
  const duration = raw.acf.duration ?? raw.duration ?? null;
  return {
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

export function toServiceCategory(raw: WpServiceCategory): ServiceCategory {
  const name = plainText(raw.name);
  return {
    id: raw.id,
    slug: raw.slug,
    name,
    parentId: raw.parent === 0 ? null : raw.parent,
    order: raw.menu_order ?? 0,
    image: toImage(raw.acf.preview_image, name),
    seoText: safeHtml(raw.acf.seo_text),
  };
}
