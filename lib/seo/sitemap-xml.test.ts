import { beforeAll, describe, expect, it } from 'vitest';
import { buildCategoryTree } from '@/lib/catalogue/category-tree';
import type { Salon, Service, ServiceCategory } from '@/lib/content/types';
import { loadSiteSnapshot, type SiteSnapshot } from '@/lib/routing/site-snapshot';
import { buildSitemapEntries, type SitemapEntry } from './sitemap-entries';
import { listSitePages } from './site-paths';
import { newestDay, renderSitemapIndex, renderUrlset, sitemapFileCount, sitemapFileEntries, sitemapFileLimit } from './sitemap-xml';

const siteUrl = 'https://backstage.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** A catalogue of `count` services under two tops and a hundred categories, as a big salon chain's WordPress might hold. */
function generatedSnapshot(site: SiteSnapshot, count: number): SiteSnapshot {
  const category = (id: number, slug: string, parentId: number | null): ServiceCategory => ({
    lang: 'uk', id, slug, name: slug, parentId, order: id, image: null, seoText: null,
  });
  const categories = [category(1, 'female', null), category(2, 'male', null)];
  for (let index = 0; index < 100; index += 1) categories.push(category(10 + index, `category-${index}`, index % 2 ? 2 : 1));
  const services: Service[] = Array.from({ length: count }, (_, index) => ({
    lang: 'uk', id: 1000 + index, slug: `service-${index}`, title: `Service ${index}`, name: `Service ${index}`, order: index,
    categoryIds: [(index % 100) % 2 ? 2 : 1, 10 + (index % 100)], durationMinutes: 60, price: null, salonPrices: [], hasParams: false,
    description: null, seoText: null, image: null, additionalServiceIds: [],
  }));
  const salons: Salon[] = [];
  return { ...site, tree: buildCategoryTree(categories, services), salons, catalogueAliases: new Map() };
}

let site: SiteSnapshot;
beforeAll(async () => {
  site = await loadSiteSnapshot('uk');
});

describe('the sitemap of the bundled site', () => {
  it('is one file, every address dated where its content is', () => {
    const entries = buildSitemapEntries(siteUrl, listSitePages(site));
    expect(sitemapFileCount(entries.length)).toBe(1);
    const xml = renderUrlset(entries);
    expect(locs(xml)).toEqual(entries.map((entry) => entry.url));
    const article = entries.find((entry) => entry.url === `${siteUrl}/blog/hair/balayage-or-air-touch/`);
    expect(article?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const vacancy = entries.find((entry) => entry.url.startsWith(`${siteUrl}/vacancies/`) && entry.url !== `${siteUrl}/vacancies/`);
    expect(vacancy?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(xml).toContain(`<lastmod>${article!.lastModified}</lastmod>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="uk" href="${siteUrl}/ua/"/>`);
    expect(locs(xml)).toContain(`${siteUrl}/book/`);
    // The booking page shows the booking system's English names: not listed as Ukrainian.
    expect(locs(xml)).not.toContain(`${siteUrl}/ua/book/`);
    expect(locs(xml)).toContain(`${siteUrl}/services/backstage-chelsea/`);
  });
});

describe('a sitemap past 50,000 addresses', () => {
  let entries: SitemapEntry[];
  beforeAll(() => {
    entries = buildSitemapEntries(siteUrl, listSitePages(generatedSnapshot(site, 26_000)));
  });

  it('is split into files of at most 50,000 addresses each, which together list every address once', () => {
    expect(entries.length).toBeGreaterThan(sitemapFileLimit);
    const count = sitemapFileCount(entries.length);
    expect(count).toBe(2);
    const listed: string[] = [];
    for (let part = 1; part <= count; part += 1) {
      const fileLocs = locs(renderUrlset(sitemapFileEntries(entries, part)));
      expect(fileLocs.length).toBeLessThanOrEqual(sitemapFileLimit);
      listed.push(...fileLocs);
    }
    expect(listed).toEqual(entries.map((entry) => entry.url));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names each file in an index with the newest day of its addresses', () => {
    const files = [1, 2].map((part) => ({ url: `${siteUrl}/sitemaps/${part}.xml`, lastModified: newestDay(sitemapFileEntries(entries, part)) }));
    const xml = renderSitemapIndex(files);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toEqual([`${siteUrl}/sitemaps/1.xml`, `${siteUrl}/sitemaps/2.xml`]);
    // The first file holds the CMS pages (edited up to 12 November), the second the articles and vacancies.
    expect(files.map((file) => file.lastModified)).toEqual([newestDay(entries.slice(0, 40)), newestDay(entries.slice(-60))]);
    expect(files.every((file) => /^\d{4}-\d{2}-\d{2}$/.test(file.lastModified ?? ''))).toBe(true);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });
});

describe('the XML', () => {
  it('escapes what XML reserves', () => {
    const xml = renderUrlset([{ url: `${siteUrl}/a?b=1&c=<2>`, alternates: null, lastModified: null }]);
    expect(xml).toContain('<loc>https://backstage.example/a?b=1&amp;c=&lt;2&gt;</loc>');
  });
});
