import { createTranslator } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCataloguePaths } from '@/lib/catalogue/catalogue-paths';
import { resolveServiceRoute } from '@/lib/catalogue/resolve-service-route';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/routing';
import { loadSiteSnapshot } from '@/lib/routing/site-snapshot';
import englishMessages from '@/locales/en.json';
import ukrainianMessages from '@/locales/uk.json';
import { catalogueWordsFrom } from './catalogue-metadata';
import { describeCataloguePage } from './catalogue-page-metadata';
import { cutAtWord, maxDescriptionLength, maxTitleLength } from './page-words';

const messages = { en: englishMessages, uk: ukrainianMessages };
type Words = { path: string; title: string; description: string };

/** Every canonical catalogue page of the bundled dataset in a language, with its words as the page shows them. */
async function catalogueWords(locale: Locale): Promise<Words[]> {
  const site = await loadSiteSnapshot(locale);
  const words = catalogueWordsFrom(
    createTranslator({ locale, messages: messages[locale], namespace: 'Meta' }),
    createTranslator({ locale, messages: messages[locale], namespace: 'Catalogue' }),
  );
  const pages: Words[] = [];
  for (const path of listCataloguePaths(site.tree, site.salons, true)) {
    const route = resolveServiceRoute(path.split('/').filter(Boolean).slice(1), site.tree, site.salons);
    if (route.kind === 'not-found') throw new Error(`${path} resolves to nothing`);
    const topPage = route.kind === 'category' && route.node.level === 'top' ? await getPage(`${route.node.category.slug}-service`, locale) : null;
    const page = describeCataloguePage({ route, salons: site.salons, locale, brand: 'Backstage', topPage, words });
    pages.push({ path: page.path, title: cutAtWord(page.title, maxTitleLength), description: cutAtWord(page.description, maxDescriptionLength) });
  }
  return pages;
}

const byLocale = {} as Record<Locale, Words[]>;
beforeAll(async () => {
  byLocale.en = await catalogueWords('en');
  byLocale.uk = await catalogueWords('uk');
});

describe.each(['en', 'uk'] as const)('catalogue titles and descriptions of the bundled dataset (%s)', (locale) => {
  it('fit what search results show without being cut: titles whole, descriptions cut only at a word', () => {
    const pages = byLocale[locale];
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(maxTitleLength);
      expect(page.title.endsWith('…'), `${page.path}: ${page.title}`).toBe(false);
      expect(page.description.length, page.path).toBeLessThanOrEqual(maxDescriptionLength);
    }
  });

  it('differ from page to page', () => {
    const pages = byLocale[locale];
    const repeated = (key: 'title' | 'description') =>
      pages.filter((page, index) => pages.findIndex((other) => other[key] === page[key]) !== index).map((page) => `${page.path}: ${page[key]}`);
    expect(repeated('title')).toEqual([]);
    expect(repeated('description')).toEqual([]);
  });

  it('share no boilerplate: no 60-character ending is common to more than two pages', () => {
    // Two services may open with the same sentence (the classic pedicures with and without polish); a stock tail repeats on dozens.
    const counts = new Map<string, string[]>();
    for (const page of byLocale[locale]) counts.set(page.description.slice(-60), [...(counts.get(page.description.slice(-60)) ?? []), page.path]);
    expect([...counts.values()].filter((paths) => paths.length > 2)).toEqual([]);
  });
});

describe('a service page’s description', () => {
  it('says its price and duration in the page’s language, and where it is', () => {
    const find = (locale: Locale) => byLocale[locale].find((page) => page.path === '/services/female/hair/colouring/air-touch/')!;
    expect(find('en').description).toMatch(/^Air Touch from £\d[\d ]*, 3 h 30 min at Backstage, King's Road, Chelsea\. \S/);
    expect(find('uk').description).toMatch(/від £\d[\d ]*, 3 год 30 хв у салоні Backstage на Кінгс-роуд, Челсі\. \S/);
  });
});

describe('a category page’s description', () => {
  it('counts its services with the language’s plural and names what it lists', () => {
    const colouring = (locale: Locale) => byLocale[locale].find((page) => page.path === '/services/female/hair/colouring/')!.description;
    expect(colouring('en')).toMatch(/^Colouring at Backstage, King's Road, Chelsea: \d+ services from £\d+\. Air Touch/);
    expect(colouring('uk')).toMatch(/: \d+ послуг[аи]? від £\d+\. /);
  });
});
