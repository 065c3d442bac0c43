import { describe, expect, it } from 'vitest';
import { validateJsonLd } from './json-ld-validation';

// The checker must find what it is there to find, or a clean dataset proves nothing.
describe('validateJsonLd', () => {
  it('finds no issue in a well-formed node', async () => {
    const salon = {
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'A',
      url: 'https://a.example/',
      geo: { '@type': 'GeoCoordinates', latitude: 51.5, longitude: -0.17 },
      areaServed: { '@type': 'AdministrativeArea', name: 'B', containedInPlace: { '@type': 'City', name: 'London' } },
    };
    expect(await validateJsonLd([salon])).toEqual([]);
  });

  it('finds a type schema.org does not have, and a property outside its domain', async () => {
    const issues = await validateJsonLd([
      { '@context': 'https://schema.org', '@type': 'OfferCatalog', name: 'P', provider: { '@type': 'BeautySalon', '@id': 'x', name: 'A' } },
      { '@context': 'https://schema.org', '@type': 'HairSalonPlace', name: 'A' },
    ]);
    expect(issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('"provider" for type "OfferCatalog"'), expect.stringContaining('"HairSalonPlace" is not a valid')]),
    );
  });

  it('finds a node outside the range of its property, and a literal where a node is expected', async () => {
    const issues = await validateJsonLd([
      { '@context': 'https://schema.org', '@type': 'BeautySalon', name: 'A', geo: { '@type': 'Person', name: 'P' }, parentOrganization: 'Backstage' },
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'BeautySalon.geo', message: expect.stringContaining('Person is not in the range of "geo"') }),
        expect.objectContaining({ path: 'BeautySalon.parentOrganization', severity: 'WARNING' }),
      ]),
    );
  });

  it("applies Google's rules too, and leaves out only the recommendations named", async () => {
    const posting = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'T', description: 'D', datePosted: '2026-01-01' };
    const all = await validateJsonLd([posting]);
    expect(all).toEqual(expect.arrayContaining([expect.objectContaining({ severity: 'ERROR', message: expect.stringContaining('hiringOrganization') })]));
    const some = await validateJsonLd([posting], [{ type: 'JobPosting', field: 'jobLocationType' }]);
    expect(some.length).toBe(all.length - 1);
  });
});
