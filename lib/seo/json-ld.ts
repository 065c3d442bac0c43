/** schema.org structured data builders for breadcrumbs, services and the price list. */
import type { PriceSummary } from '@/lib/content/types';
import type { PriceGroup, PriceRow } from '@/lib/pricing/price-list';

export function buildBreadcrumbJsonLd(crumbs: { label: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.url,
    })),
  };
}

/**
 * A price in pounds as an Offer states it: the price, or for a "from" price a PriceSpecification
 * of the range; an open range ("from £95") gives its lowest as the `price` too, as a price must
 * be stated either alone or as both ends of a range.
 */
function offerAmount(price: PriceSummary | null) {
  if (!price) return {};
  if (!price.isFrom) return { price: price.min, priceCurrency: 'GBP' };
  return {
    priceSpecification: {
      '@type': 'PriceSpecification',
      ...(price.max ? { minPrice: price.min, maxPrice: price.max } : { price: price.min, minPrice: price.min }),
      priceCurrency: 'GBP',
    },
  };
}

/** A service's Offer: its page and price. schema.org gives neither Offer nor Service a duration. */
export function buildOffer(price: PriceSummary | null, url: string) {
  if (!price) return undefined;
  return { '@type': 'Offer', url, priceCurrency: 'GBP', ...offerAmount(price) };
}

/** A service as schema.org Service: offered by its salons (or the brand), in the area they serve. */
export function buildServiceJsonLd(input: {
  name: string;
  description: string;
  url: string;
  image: string | null;
  category: string;
  price: PriceSummary | null;
  /** The salons offering it (`salonRef`), or the brand (`organizationRef`). */
  providers: object[];
  /** `buildServedAreaJsonLd`'s place. */
  area: object;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image ?? undefined,
    serviceType: input.category,
    areaServed: input.area,
    provider: input.providers.length === 1 ? input.providers[0] : input.providers,
    offers: buildOffer(input.price, input.url),
  };
}

/**
 * A service's offer in the price list, with what search engines read of it: the service's
 * name and address, and its price (or price range) in pounds, each stated once. The list
 * repeats this for every service of the salon, in the HTML and again in the page's payload,
 * so the offer's own `url` (the service's) stays out.
 */
function buildCatalogueOffer(row: PriceRow, url: string) {
  return { '@type': 'Offer', ...offerAmount(row.price), itemOffered: { '@type': 'Service', name: row.title, url } };
}

/**
 * A salon's price list (`buildPriceList`) as a nested OfferCatalog, top level -> direction ->
 * category -> services, for the salon's `hasOfferCatalog`; `serviceUrl` makes a service's
 * path its public address.
 */
export function buildOfferCatalogJsonLd(input: { name: string; url: string; groups: readonly PriceGroup[]; serviceUrl: (path: string) => string }) {
  const toCatalog = (group: PriceGroup): object => ({
    '@type': 'OfferCatalog',
    name: group.name,
    itemListElement: [...group.groups.map(toCatalog), ...group.rows.map((row) => buildCatalogueOffer(row, input.serviceUrl(row.href)))],
  });
  return {
    '@type': 'OfferCatalog',
    name: input.name,
    url: input.url,
    itemListElement: input.groups.map(toCatalog),
  };
}
