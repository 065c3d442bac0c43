import { describe, expect, it } from 'vitest';
import { buildSitemapEntries } from './sitemap-entries';

describe('buildSitemapEntries', () => {
  it('lists each page once per locale with its alternates', () => {
    const entries = buildSitemapEntries('https://example.co.uk', ['/', '/about/', '/about/']);
    expect(entries.map((e) => e.url)).toEqual([
      'https://example.co.uk/',
      'https://example.co.uk/ua/',
      'https://example.co.uk/about/',
      'https://example.co.uk/ua/about/',
    ]);
    expect(entries[2]!.alternates?.languages).toEqual({
      en: 'https://example.co.uk/about/',
      uk: 'https://example.co.uk/ua/about/',
      'x-default': 'https://example.co.uk/about/',
    });
  });
});
