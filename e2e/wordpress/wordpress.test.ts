/**
 * The site built against a real WordPress (Debian's, with the plugin and the imported
 * bundled dataset) serves what the bundled build serves, follows edits made in WordPress
 * through the plugin's webhook, and keeps serving when WordPress stops. The tests run in
 * order: the last one stops WordPress.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { describe, expect, inject, it } from 'vitest';
import { wpSalonFinderEntry } from '@/lib/content/raw/salon';
import { bundledCatalogue, specCataloguePaths } from './expected-content';
import { runPhpScript } from './run-php';

const context = inject('wordpress');
const get = (path: string) => fetch(`${context.siteUrl}${path}`, { redirect: 'manual' });
const textOf = (html: string) => decodeHTML(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
const titleIn = (html: string) => textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
const headingIn = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';

/** Polls `path` until `done` holds for its HTML (or 30 s pass), and returns that HTML. */
async function pollPage(path: string, done: (html: string) => boolean): Promise<string> {
  const deadline = Date.now() + 30_000;
  let html = '';
  while (Date.now() < deadline) {
    html = await (await get(path)).text();
    if (done(html)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return html;
}

/** The calls the plugin made to the site, as the edit script reports them. */
async function editInWordPress(args: string[]) {
  return JSON.parse((await runPhpScript(context, 'edit-content.php', args)).trim()) as unknown[];
}

/** Runs `work` over the items, a few at a time. */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += size) results.push(...(await Promise.all(items.slice(index, index + size).map(work))));
  return results;
}

describe('the site against a real WordPress', () => {
  it('stores the bundled dataset as it is, WordPress making its repeated slugs unique', () => {
    expect(context.importLog).toMatch(/0 failure\(s\)/);
    expect(context.importLog).toContain('services 1508: WordPress stored the slug nail-care-application as nail-care-application-2');
    expect(context.importLog).toContain('services_categories 204: WordPress stored the slug hair as hair-male');
    // The Ukrainian translations, after the originals: items of their own.
    expect(context.importLog).toContain('services_categories (uk): 26 stored');
    expect(context.importLog).toContain('services (uk): 102 stored');
    expect(context.importLog).toContain('pages (uk): 16 stored');
  });

  it('answers every catalogue path of the specification with the title of the bundled build', async () => {
    const bundled = await bundledCatalogue();
    const paths = specCataloguePaths();
    const failures = (
      await inBatches(paths, 8, async (path) => {
        const response = await get(path);
        if (response.status !== 200) return `${path}: ${response.status}`;
        const title = titleIn(await response.text());
        const expected = bundled.titleOf(path);
        return title === expected ? null : `${path}: "${title}", not "${expected}"`;
      })
    ).filter(Boolean);
    expect(failures).toEqual([]);
    console.log(`[wordpress suite] ${paths.length} catalogue paths checked`);
    expect(paths.length).toBeGreaterThan(200);
  });

  it("redirects the spellings with WordPress's suffixes permanently to the pages", async () => {
    for (const [from, to] of [
      ['/services/male/nails/nail-care-application-2/', '/services/male/nails/nail-care-application/'],
      ['/services/male/hair-male/', '/services/male/hair/'],
      ['/services/male/hair-male/mens-haircut-scissors/', '/services/male/hair/mens-haircut-scissors/'],
    ]) {
      const response = await get(from!);
      // Answered by the address gate in proxy.ts, before any page renders.
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', context.siteUrl).pathname, from).toBe(to);
    }
  });

  it('lists every service once in the price list', async () => {
    const bundled = await bundledCatalogue();
    const html = await (await get('/price/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    // The price list is the salon's catalogue (`hasOfferCatalog`), in the block's graph.
    const catalog = blocks.flatMap((block) => block['@graph'] ?? [block]).find((node) => node['@type'] === 'BeautySalon').hasOfferCatalog;
    const urls: string[] = [];
    const collect = (node: { itemListElement?: unknown[]; itemOffered?: { url?: string }; url?: string }) => {
      for (const child of (node.itemListElement ?? []) as (typeof node)[]) {
        const url = child.itemOffered?.url;
        if (url) urls.push(new URL(url).pathname);
        collect(child);
      }
    };
    collect(catalog);
    expect(urls.length).toBe(new Set(urls).size);
    expect([...urls].sort()).toEqual([...bundled.priceRows()].sort());
    expect(urls.length).toBe(bundled.serviceCount);
  });

  it('shows a title edited in WordPress after the webhook, typography decoded, without a rebuild', async () => {
    const path = '/services/male/hair/mens-haircut-scissors/';
    const before = "Men's Haircut (Scissors)";
    expect(textOf(headingIn(await (await get(path)).text()))).toBe(before);
    expect(await editInWordPress(['retitle', '1502', "Men's Haircut & Beard - Express"])).toEqual([
      { url: `${context.siteUrl}/api/revalidate`, secretInHeader: true, body: '{"type":"services"}', status: 200 },
    ]);
    const heading = headingIn(await pollPage(path, (html) => textOf(headingIn(html)) !== before));
    // WordPress texturizes the title it sends (&#8217; and &#8211;); the page shows the characters.
    expect(textOf(heading)).toBe('Men’s Haircut & Beard – Express');
    expect(heading).not.toMatch(/&amp;#|&#8217;|&#8211;/);
  });

  it('drops an item trashed in WordPress after the webhook', async () => {
    const vacancies = JSON.parse(readFileSync(path.resolve(__dirname, '../../content/vacancies.json'), 'utf8')) as { id: number; slug: string }[];
    const trashed = vacancies.at(-1)!;
    const linked = (html: string) => html.includes(`/vacancies/${trashed.slug}/`);
    expect(linked(await (await get('/vacancies/')).text())).toBe(true);
    expect(await editInWordPress(['trash', String(trashed.id)])).toEqual([
      { url: `${context.siteUrl}/api/revalidate`, secretInHeader: true, body: '{"type":"vacancies"}', status: 200 },
    ]);
    expect(linked(await pollPage('/vacancies/', (html) => !linked(html)))).toBe(false);
  });

  it("answers the plugin's additions to the REST API as the feed contract says", async () => {
    const wordpress = (query: string) => fetch(`${context.wordpressUrl}/wp-json/${query}`);
    const finder = (await (await wordpress('widget/v1/get-salons-by-services?services=1001,1508,99999&lang=en')).json()) as unknown[];
    expect(finder.map((entry) => wpSalonFinderEntry.parse(entry))).toEqual([
      { salon_id: 500, slug: 'backstage-chelsea', title: 'Backstage Chelsea', services: [1001, 1508] },
    ]);
    expect((await wordpress('widget/v1/get-salons-by-services?services=x')).status).toBe(400);
    // A language nothing is written in answers no items.
    expect(await (await wordpress('wp/v2/services?lang=ua')).json()).toEqual([]);
    // The originals are in English, the translations in Ukrainian, each naming its original.
    type Linked = { id: number; lang: string; translation_of: number | null };
    const inLanguage = async (collection: string, language: string) => {
      const items: Linked[] = [];
      for (let page = 1; ; page++) {
        const response = await wordpress(`wp/v2/${collection}?lang=${language}&orderby=id&order=asc&per_page=100&page=${page}`);
        items.push(...((await response.json()) as Linked[]));
        if (page >= Number(response.headers.get('x-wp-totalpages'))) return items;
      }
    };
    for (const collection of ['services', 'services_categories', 'pages']) {
      const bundled = JSON.parse(readFileSync(path.resolve(__dirname, `../../content/uk/${collection}.json`), 'utf8')) as Linked[];
      const originals = await inLanguage(collection, 'en');
      const translations = await inLanguage(collection, 'uk');
      // Pages also hold WordPress's own sample page, which has no translation.
      expect(originals.map((item) => item.id), collection).toEqual(expect.arrayContaining(bundled.map((item) => item.translation_of)));
      expect(originals.every((item) => item.lang === 'en' && item.translation_of === null), collection).toBe(true);
      expect(translations.map(({ id, lang, translation_of }) => ({ id, lang, translation_of })), collection).toEqual(
        bundled.map(({ id, translation_of }) => ({ id, lang: 'uk', translation_of })).sort((a, b) => a.id - b.id),
      );
    }
    expect((await wordpress('wp/v2/services?lang=en&per_page=1')).headers.get('x-wp-total')).toBe('102');
    expect((await wordpress('wp/v2/services?lang=uk&per_page=1')).headers.get('x-wp-total')).toBe('102');
    const terms = (await (await wordpress('wp/v2/services_categories?lang=en&orderby=menu_order&per_page=100')).json()) as { id: number; menu_order: number }[];
    const order = terms.map((term) => [term.menu_order, term.id] as const);
    expect(order).toHaveLength(26);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('shows a Ukrainian translation edited in WordPress, and the English words with noindex once it is deleted', async () => {
    const english = '/services/female/hair/colouring/root-colour/';
    const ukrainian = `/ua${english}`;
    expect(specCataloguePaths()).toContain(english);
    const bundled = JSON.parse(readFileSync(path.resolve(__dirname, '../../content/uk/services.json'), 'utf8')) as {
      id: number;
      translation_of: number;
      acf: { title: string };
    }[];
    const translation = bundled.find((item) => item.translation_of === 1002)!;
    const englishTitle = 'Root Colour';
    const heading = (html: string) => textOf(headingIn(html));
    // The sitemap lists a service at its canonical address (under its salon), so it is found by its ending.
    const sitemapPaths = async (prefix: string) => {
      const xml = await (await get('/sitemap.xml')).text();
      const paths = [...xml.matchAll(/https?:\/\/[^<"\s]+/g)].map(([url]) => new URL(url).pathname);
      return [...new Set(paths.filter((path) => path.startsWith(prefix) && path.endsWith('/female/hair/colouring/root-colour/')))];
    };

    let html = await (await get(ukrainian)).text();
    expect(heading(html)).toBe(translation.acf.title);
    expect(html).not.toMatch(/<meta name="robots"/);
    expect(await sitemapPaths('/ua/')).not.toEqual([]);

    // An editor renames the translation: the Ukrainian page follows, the English one keeps its words.
    const renamed = 'Фарбування коренів за годину';
    expect(await editInWordPress(['rename', String(translation.id), renamed])).toEqual([
      { url: `${context.siteUrl}/api/revalidate`, secretInHeader: true, body: '{"type":"services"}', status: 200 },
    ]);
    html = await pollPage(ukrainian, (page) => heading(page) === renamed);
    expect(heading(html)).toBe(renamed);
    expect(heading(await (await get(english)).text())).toBe(englishTitle);

    // Deleted, the translation is gone: the Ukrainian address shows the English words, out of search engines.
    expect(await editInWordPress(['delete', String(translation.id)])).toEqual([
      { url: `${context.siteUrl}/api/revalidate`, secretInHeader: true, body: '{"type":"services"}', status: 200 },
    ]);
    html = await pollPage(ukrainian, (page) => heading(page) === englishTitle);
    expect(heading(html)).toBe(englishTitle);
    expect(html).toMatch(/<h1[^>]*\slang="en"/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    await expect.poll(() => sitemapPaths('/ua/'), { timeout: 30_000 }).toEqual([]);
    expect(await sitemapPaths('/services/')).not.toEqual([]);
  });

  it('keeps prerendered pages at 200 once WordPress stops', async () => {
    process.kill(-context.wordpressPid, 'SIGTERM');
    const wordpressDown = await fetch(`${context.wordpressUrl}/wp-json/`).then(
      () => false,
      () => true,
    );
    expect(wordpressDown).toBe(true);
    for (const path of ['/', '/services/female/hair/colouring/air-touch/', '/services/male/nails/nail-care-application/', '/price/', '/blog/', '/employees/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
    }
  });
});
