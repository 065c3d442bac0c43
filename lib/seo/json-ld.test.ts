import { describe, expect, it } from 'vitest';
import type { PriceGroup } from '@/lib/pricing/price-list';
import { buildOfferCatalogJsonLd, buildServiceJsonLd } from './json-ld';

const path = (slug: string) => `/services/female/hair/colouring/${slug}/`;
const url = (slug: string) => `https://salon.example${path(slug)}`;
const row = (id: number, title: string, slug: string, price: PriceGroup['rows'][number]['price']) => ({ id, title, href: path(slug), durationMinutes: 60, price });
const colouring: PriceGroup = {
  id: 3,
  name: 'Colouring',
  level: 'category',
  groups: [],
  rows: [
    row(1, 'Air Touch', 'air-touch', { min: 320, max: 450, isFrom: true }),
    row(2, 'Root Colour', 'root-colour', { min: 95, max: null, isFrom: false }),
    row(3, 'Toning', 'toning', { min: 60, max: null, isFrom: true }),
    row(4, 'Consultation', 'consultation', null),
  ],
};

function catalogue() {
  return buildOfferCatalogJsonLd({
    name: 'Price list',
    url: 'https://salon.example/price/',
    groups: [{ id: 1, name: 'Women', level: 'top', rows: [], groups: [{ id: 2, name: 'Hair', level: 'direction', rows: [], groups: [colouring] }] }],
    serviceUrl: (href) => `https://salon.example${href}`,
  });
}

describe('buildOfferCatalogJsonLd', () => {
  it('nests the catalogue by level, and gives each service its name, address and price in pounds', () => {
    const data = JSON.parse(JSON.stringify(catalogue()));
    expect(data).toEqual(expect.objectContaining({ '@type': 'OfferCatalog', name: 'Price list', url: 'https://salon.example/price/' }));
    // A catalogue is the salon's (its `hasOfferCatalog`); OfferCatalog has no `provider`.
    expect(data).not.toHaveProperty('provider');
    const offers = data.itemListElement[0].itemListElement[0].itemListElement[0].itemListElement;
    expect(offers).toEqual([
      {
        '@type': 'Offer',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 320, maxPrice: 450, priceCurrency: 'GBP' },
        itemOffered: { '@type': 'Service', name: 'Air Touch', url: url('air-touch') },
      },
      { '@type': 'Offer', price: 95, priceCurrency: 'GBP', itemOffered: { '@type': 'Service', name: 'Root Colour', url: url('root-colour') } },
      {
        '@type': 'Offer',
        priceSpecification: { '@type': 'PriceSpecification', price: 60, minPrice: 60, priceCurrency: 'GBP' },
        itemOffered: { '@type': 'Service', name: 'Toning', url: url('toning') },
      },
      { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Consultation', url: url('consultation') } },
    ]);
  });

  it("states each service's address and currency once: the list repeats them for every service", () => {
    const text = JSON.stringify(catalogue());
    for (const slug of ['air-touch', 'root-colour', 'toning']) expect(text.split(url(slug)).length - 1).toBe(1);
    expect(text.split('"GBP"').length - 1).toBe(3);
  });
});

describe('buildServiceJsonLd', () => {
  const input = {
    name: 'Air Touch',
    description: 'Colour',
    url: url('air-touch'),
    image: null,
    category: 'Hair colouring',
    price: null,
    area: { '@type': 'AdministrativeArea', name: 'Royal Borough of Kensington and Chelsea' },
  };
  it('names one provider as a node, several as a list', () => {
    const salon = { '@type': 'BeautySalon', '@id': 'https://salon.example/salons/a/#salon', name: 'A' };
    expect(buildServiceJsonLd({ ...input, providers: [salon] }).provider).toEqual(salon);
    expect(buildServiceJsonLd({ ...input, providers: [salon, salon] }).provider).toEqual([salon, salon]);
    expect(buildServiceJsonLd({ ...input, providers: [salon] }).areaServed).toEqual(input.area);
  });

  it('states the offer in pounds, a "from" price as its range', () => {
    const offers = buildServiceJsonLd({ ...input, providers: [], price: { min: 320, max: 450, isFrom: true } }).offers;
    expect(offers).toEqual({
      '@type': 'Offer',
      url: input.url,
      priceCurrency: 'GBP',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 320, maxPrice: 450, priceCurrency: 'GBP' },
    });
  });
});
