import { describe, expect, it } from 'vitest';
import { buildSitemapEntries } from './sitemap-entries';

describe('buildSitemapEntries', () => {
  it('lists each page once per locale with its alternates', () => {
    const pages = ['/', '/about/', '/about/'].map((path) => ({ path, translated: true }));
    const entries = buildSitemapEntries('https://example.co.uk', pages);
    expect(entries.map((e) => e.url)).toEqual([
      'https://example.co.uk/',
      'https://example.co.uk/ua/',
      'https://example.co.uk/about/',
      'https://example.co.uk/ua/about/',
    ]);
    expect(entries[2]!.alternates).toEqual({
      en: 'https://example.co.uk/about/',
      uk: 'https://example.co.uk/ua/about/',
      'x-default': 'https://example.co.uk/about/',
    });
  });

  it('lists a page whose words are not translated in English alone, naming no alternate', () => {
    const entries = buildSitemapEntries('https://example.co.uk', [
      { path: '/about/', translated: true },
      { path: '/blog/hair/new-article/', translated: false },
    ]);
    expect(entries.map((e) => e.url)).toEqual([
      'https://example.co.uk/about/',
      'https://example.co.uk/ua/about/',
      'https://example.co.uk/blog/hair/new-article/',
    ]);
    expect(entries[2]!.alternates).toBeNull();
  });

  it('dates each address by its page, the newest day when a page is listed twice', () => {
    const entries = buildSitemapEntries('https://example.co.uk', [
      { path: '/vacancies/colourist/', translated: true, lastModified: '2026-11-12' },
      { path: '/vacancies/colourist/', translated: true, lastModified: '2026-11-20' },
      { path: '/price/', translated: true },
    ]);
    expect(entries.map((entry) => [entry.url, entry.lastModified])).toEqual([
      ['https://example.co.uk/vacancies/colourist/', '2026-11-20'],
      ['https://example.co.uk/ua/vacancies/colourist/', '2026-11-20'],
      ['https://example.co.uk/price/', null],
      ['https://example.co.uk/ua/price/', null],
    ]);
  });
});
