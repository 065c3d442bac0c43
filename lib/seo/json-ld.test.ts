import { describe, expect, it } from 'vitest';
import { buildOfferCatalogJsonLd, type CatalogueGroup } from './json-ld';

const url = (slug: string) => `https://salon.example/services/female/hair/colouring/${slug}/`;
const colouring: CatalogueGroup = {
  name: 'Colouring',
  groups: [],
  items: [
    { name: 'Air Touch', url: url('air-touch'), price: { min: 320, max: 450, isFrom: true } },
    { name: 'Root Colour', url: url('root-colour'), price: { min: 95, max: null, isFrom: false } },
    { name: 'Consultation', url: url('consultation'), price: null },
  ],
};

function catalogue() {
  return buildOfferCatalogJsonLd({
    name: 'Price list',
    url: 'https://salon.example/price/',
    providerId: 'https://salon.example/#salon',
    groups: [{ name: 'Women', groups: [{ name: 'Hair', groups: [colouring], items: [] }], items: [] }],
  });
}

describe('buildOfferCatalogJsonLd', () => {
  it('nests the catalogue by level, and gives each service its name, address and price in pounds', () => {
    const data = JSON.parse(JSON.stringify(catalogue()));
    expect(data).toMatchObject({
      '@type': 'OfferCatalog',
      name: 'Price list',
      provider: { '@id': 'https://salon.example/#salon' },
    });
    const offers = data.itemListElement[0].itemListElement[0].itemListElement[0].itemListElement;
    expect(offers).toEqual([
      {
        '@type': 'Offer',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 320, maxPrice: 450, priceCurrency: 'GBP' },
        itemOffered: { '@type': 'Service', name: 'Air Touch', url: url('air-touch') },
      },
      {
        '@type': 'Offer',
        price: 95,
        priceCurrency: 'GBP',
        itemOffered: { '@type': 'Service', name: 'Root Colour', url: url('root-colour') },
      },
      { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Consultation', url: url('consultation') } },
    ]);
  });

  it("states each service's address and currency once: the list repeats them for every service", () => {
    const text = JSON.stringify(catalogue());
    for (const slug of ['air-touch', 'root-colour']) expect(text.split(url(slug)).length - 1).toBe(1);
    expect(text.split('"GBP"').length - 1).toBe(2);
  });
});
