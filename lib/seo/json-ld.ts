/** schema.org structured data builders for breadcrumbs, services and the price list. */
import type { PriceSummary } from '@/lib/content/types';

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

/** An Offer in pounds: the price, or a minimum price for "from" prices. */
export function buildOffer(price: PriceSummary | null, url: string) {
  if (!price) return undefined;
  return price.isFrom
    ? {
        '@type': 'Offer',
        url,
        priceCurrency: 'GBP',
        priceSpecification: {
          '@type': 'PriceSpecification',
          priceCurrency: 'GBP',
          minPrice: price.min,
          ...(price.max ? { maxPrice: price.max } : {}),
        },
      }
    : { '@type': 'Offer', url, priceCurrency: 'GBP', price: price.min };
}

export function buildServiceJsonLd(input: {
  name: string;
  description: string;
  url: string;
  image: string | null;
  category: string;
  price: PriceSummary | null;
  providerId: string;
  area: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image ?? undefined,
    serviceType: input.category,
    areaServed: { '@type': 'City', name: input.area },
    provider: { '@type': 'BeautySalon', '@id': input.providerId },
    offers: buildOffer(input.price, input.url),
  };
}

export type CatalogueGroup = {
  name: string;
  groups: CatalogueGroup[];
  items: { name: string; url: string; price: PriceSummary | null }[];
};

/**
 * A service's offer in the price list, with what search engines read of it: the service's
 * name and address, and its price (or price range) in pounds, each stated once. The list
 * repeats this for every service of the salon, in the HTML and again in the page's payload,
 * so the offer's own `url` (the service's) and a second currency stay out.
 */
function buildCatalogueOffer(item: CatalogueGroup['items'][number]) {
  const price = item.price;
  const amount = !price
    ? {}
    : price.isFrom
      ? {
          priceSpecification: {
            '@type': 'PriceSpecification',
            minPrice: price.min,
            ...(price.max ? { maxPrice: price.max } : {}),
            priceCurrency: 'GBP',
          },
        }
      : { price: price.min, priceCurrency: 'GBP' };
  return { '@type': 'Offer', ...amount, itemOffered: { '@type': 'Service', name: item.name, url: item.url } };
}

/** The price list as a nested OfferCatalog: top level -> direction -> category -> services. */
export function buildOfferCatalogJsonLd(input: {
  name: string;
  url: string;
  providerId: string;
  groups: CatalogueGroup[];
}) {
  const toCatalog = (group: CatalogueGroup): object => ({
    '@type': 'OfferCatalog',
    name: group.name,
    itemListElement: [...group.groups.map(toCatalog), ...group.items.map(buildCatalogueOffer)],
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: input.name,
    url: input.url,
    provider: { '@type': 'BeautySalon', '@id': input.providerId },
    itemListElement: input.groups.map(toCatalog),
  };
}
