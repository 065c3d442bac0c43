import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, brandLogoPath, buildOrganizationJsonLd, buildServedAreaJsonLd, buildWebSiteJsonLd, salonId } from './site-json-ld';

const siteUrl = 'https://example.co.uk';

describe('buildOrganizationJsonLd', () => {
  it('names the brand with its own node, its home page in the language, its logo and profiles', () => {
    const data = buildOrganizationJsonLd({ siteUrl, locale: 'uk', brandName: 'Backstage', socials: [{ name: 'Instagram', url: 'https://instagram.com/b' }] });
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://example.co.uk/#organization',
      name: 'Backstage',
      url: 'https://example.co.uk/ua/',
      logo: { '@type': 'ImageObject', url: 'https://example.co.uk/brand/logo.png', contentUrl: 'https://example.co.uk/brand/logo.png' },
      sameAs: ['https://instagram.com/b'],
    });
  });

  it('points at a raster logo of at least 112x112 pixels that the site serves', () => {
    const png = readFileSync(path.join(__dirname, '../../public', brandLogoPath));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
  });
});

describe('buildWebSiteJsonLd', () => {
  it('is one node in both languages, published by the brand, with no search action (no results page)', () => {
    const data = buildWebSiteJsonLd({ siteUrl, locale: 'en', brandName: 'Backstage' });
    expect(data).toEqual({
      '@type': 'WebSite',
      '@id': 'https://example.co.uk/#website',
      name: 'Backstage',
      url: 'https://example.co.uk/',
      inLanguage: ['en', 'uk'],
      publisher: { '@type': 'Organization', '@id': 'https://example.co.uk/#organization', name: 'Backstage' },
    });
  });
});

describe('the ids and places', () => {
  it("names a salon by its page's address in the default language, whatever the page's language", () => {
    expect(salonId(siteUrl, { slug: 'backstage-chelsea' })).toBe('https://example.co.uk/salons/backstage-chelsea/#salon');
  });
  it('places the borough in London in the United Kingdom', () => {
    expect(buildServedAreaJsonLd({ borough: 'B', city: 'L', country: 'UK' })).toEqual({
      '@type': 'AdministrativeArea',
      name: 'B',
      containedInPlace: { '@type': 'City', name: 'L', containedInPlace: { '@type': 'Country', name: 'UK', identifier: 'GB' } },
    });
  });
  it('makes site paths absolute and keeps absolute addresses', () => {
    expect(absoluteUrl(siteUrl, '/a.webp')).toBe('https://example.co.uk/a.webp');
    expect(absoluteUrl(siteUrl, 'https://cms.example.co.uk/a.webp')).toBe('https://cms.example.co.uk/a.webp');
  });
});
