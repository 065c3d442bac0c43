/**
 * The WordPress source against a real HTTP server on loopback that serves the bundled
 * dataset the way a real WordPress does: pages of `per_page` items with `X-WP-TotalPages`,
 * no tie-breaker when asked for `orderby=menu_order` (items sharing an order repeat or
 * vanish between pages), texturized titles, rendered HTML with a trailing newline and
 * `protected: false`, term ids of a post in another order, `?slug=` look-ups, and paths that
 * fail in each way a real feed can.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryNode } from '@/lib/catalogue/category-tree';
import { ContentHttpError, ContentUnavailableError } from '../errors';
import { parseItems } from '../parse-items';
import { wpArticle } from '../raw/article';
import { wpService, wpServiceCategory } from '../raw/service';
import { toArticle } from '../reshape/article';
import { toService, toServiceCategory } from '../reshape/service';
import { allContentTags, collectionTypes } from '../tags';
import { createBundledSource } from './bundled-source';
import type { ContentSource } from './content-source';
import { createWordPressSource } from './wordpress-source';

const contentDir = path.resolve(__dirname, '../../../content');
type RawItem = { id: number; slug: string; menu_order?: number; [field: string]: unknown };
const dataset = (type: string) => JSON.parse(readFileSync(path.join(contentDir, `${type}.json`), 'utf8')) as RawItem[];

/** What WordPress's own filters do to an item on the way out. */
function asWordPressServes(item: RawItem): RawItem {
  const out: RawItem = structuredClone(item);
  const title = out.title as { rendered: string } | undefined;
  if (title) {
    title.rendered = title.rendered.replace(/&amp;/g, '&#038;').replace(/'/g, '&#8217;').replace(/ - /g, ' &#8211; ');
  }
  for (const field of ['content', 'excerpt'] as const) {
    const value = out[field] as { rendered: string } | undefined;
    if (value) out[field] = { rendered: `${value.rendered}\n`, protected: false };
  }
  for (const field of ['services_categories', 'articles_categories', 'skills_categories', 'salons_categories']) {
    if (Array.isArray(out[field])) out[field] = [...(out[field] as number[])].reverse();
  }
  return out;
}

/**
 * One page of a collection as WordPress's SQL orders it. By id the order is total; by
 * menu_order MySQL leaves ties in whatever order the plan yields, which differs between
 * `LIMIT 0,100` and `LIMIT 100,100`: modelled as ties by ascending id on the first page and
 * by descending id on the others, so a tie across the boundary repeats some and loses others.
 */
function wordpressPage(items: RawItem[], orderby: string, page: number, perPage: number): RawItem[] {
  const sorted = [...items].sort((a, b) => {
    if (orderby === 'id') return a.id - b.id;
    const byOrder = (a.menu_order ?? 0) - (b.menu_order ?? 0);
    return byOrder || (page === 1 ? a.id - b.id : b.id - a.id);
  });
  return sorted.slice((page - 1) * perPage, page * perPage);
}

type Behaviour = 'ok' | 'repeats' | 'not-found' | 'server-error' | 'slow' | 'malformed' | 'not-a-list';
let behaviour: Behaviour = 'ok';
const seen: URL[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push(url);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(body);
    };
    if (behaviour === 'not-found') return send(404, JSON.stringify({ code: 'rest_no_route' }));
    if (behaviour === 'server-error') return send(502, '<html>Bad gateway</html>');
    if (behaviour === 'malformed') return send(200, '[{"id": 1,');
    if (behaviour === 'not-a-list') return send(200, JSON.stringify({ code: 'oops' }));
    if (behaviour === 'slow') {
      setTimeout(() => send(200, '[]'), 1500);
      return;
    }
    if (url.pathname === '/wp-json/widget/v1/get-salons-by-services') {
      return send(
        200,
        JSON.stringify([{ salon_id: 500, slug: 'backstage-chelsea', title: 'Backstage Chelsea', services: [1001] }]),
      );
    }
    const type = url.pathname.replace('/wp-json/wp/v2/', '');
    const all = dataset(type).map(asWordPressServes);
    const slug = url.searchParams.get('slug');
    if (slug) return send(200, JSON.stringify(all.filter((item) => item.slug === slug)));
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.max(1, Math.ceil(all.length / perPage));
    let items = wordpressPage(all, url.searchParams.get('orderby') ?? 'date', page, perPage);
    // An item published between two page requests pushes the last of page 1 onto page 2.
    if (behaviour === 'repeats' && page > 1)
      items = [...wordpressPage(all, 'id', page - 1, perPage).slice(-1), ...items];
    send(200, JSON.stringify(items), { 'X-WP-Total': String(all.length), 'X-WP-TotalPages': String(totalPages) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A source whose fetch records the cache tags each request carries. */
function recordingSource(timeoutMs = 1000) {
  const tags: string[] = [];
  const source = createWordPressSource({
    baseUrl,
    timeoutMs,
    revalidateSeconds: 3600,
    fetchImpl: (input, init) => {
      tags.push(...((init as { next?: { tags?: string[] } }).next?.tags ?? []));
      return fetch(input, init);
    },
  });
  return { source, tags };
}

describe('WordPress source', () => {
  it('asks for a collection with the common query and no per-request timestamp', async () => {
    behaviour = 'ok';
    seen.length = 0;
    await recordingSource().source.collection('vacancies');
    const url = seen[0]!;
    expect(url.pathname).toBe('/wp-json/wp/v2/vacancies');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      orderby: 'id',
      order: 'asc',
      per_page: '100',
      page: '1',
    });
  });

  it('pages by id, so a collection of over 100 items arrives complete, and puts it in menu order itself', async () => {
    behaviour = 'ok';
    seen.length = 0;
    const all = dataset('services');
    expect(all.length).toBeGreaterThan(100);
    const items = (await recordingSource().source.collection('services')) as RawItem[];
    const inMenuOrder = [...all].sort((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0) || a.id - b.id);
    expect(items.map((item) => item.id)).toEqual(inMenuOrder.map((item) => item.id));
    expect(seen.map((url) => [url.searchParams.get('orderby'), url.searchParams.get('page')])).toEqual([
      ['id', '1'],
      ['id', '2'],
    ]);
  });

  it('is up against a feed that really loses items when paged by menu order', async () => {
    behaviour = 'ok';
    const ids = new Set<number>();
    for (const page of [1, 2]) {
      const response = await fetch(`${baseUrl}/wp-json/wp/v2/services?orderby=menu_order&per_page=100&page=${page}`);
      for (const item of (await response.json()) as RawItem[]) ids.add(item.id);
    }
    expect(ids.size).toBeLessThan(dataset('services').length);
  });

  it('hands out the same list while the feed sends the same text, and a new one once it changes', async () => {
    let text = JSON.stringify([{ id: 1, slug: 'a', menu_order: 0 }]);
    const source = createWordPressSource({
      baseUrl: 'http://feed.invalid',
      timeoutMs: 1000,
      revalidateSeconds: 60,
      fetchImpl: async () => new Response(text, { headers: { 'X-WP-TotalPages': '1' } }),
    });
    const first = await source.collection('vacancies');
    expect(await source.collection('vacancies')).toBe(first);
    text = JSON.stringify([{ id: 1, slug: 'b', menu_order: 0 }]);
    const changed = await source.collection('vacancies');
    expect(changed).not.toBe(first);
    expect(changed).toEqual([{ id: 1, slug: 'b', menu_order: 0 }]);
    // A look-up by slug, whose address a visitor chooses, is parsed afresh each time.
    expect(await source.bySlug('vacancies', 'b')).not.toBe(await source.bySlug('vacancies', 'b'));
  });

  it('keeps each id once when an item turns up on two pages', async () => {
    behaviour = 'repeats';
    const items = (await recordingSource().source.collection('services')) as RawItem[];
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(dataset('services').length);
  });

  it('reads the catalogue and articles as WordPress serves them into the same content as the bundled dataset', async () => {
    behaviour = 'ok';
    const load = async (source: ContentSource) => {
      const categories = parseItems('c', await source.collection('services_categories'), wpServiceCategory).map((raw) =>
        toServiceCategory(raw),
      );
      const services = parseItems('s', await source.collection('services'), wpService).map((raw) => toService(raw));
      const articles = parseItems('a', await source.collection('articles'), wpArticle).map((raw) => toArticle(raw));
      const lines: string[] = [];
      const visit = (node: CategoryNode) => {
        lines.push(`${node.slugs.join('/')} ${node.category.name}`);
        for (const service of node.services)
          lines.push(`${node.slugs.join('/')}/${service.slug} ${service.title} ${service.name}`);
        node.children.forEach(visit);
      };
      buildCategoryTree(categories, services).tops.forEach(visit);
      return {
        catalogue: lines,
        articles: articles.map((a) => ({
          title: a.title,
          lines: a.titleLines,
          excerpt: a.excerpt,
          date: a.date,
          body: a.body.__html,
        })),
      };
    };
    const fromWordPress = await load(recordingSource().source);
    const fromBundle = await load(createBundledSource(contentDir));
    expect(fromWordPress.catalogue).toHaveLength(fromBundle.catalogue.length);
    expect(fromWordPress).toEqual(fromBundle);
    expect(fromWordPress.articles.map((a) => a.title)).toContain('A simple men’s grooming routine');
  });

  it('looks single items up by slug', async () => {
    behaviour = 'ok';
    const items = (await recordingSource().source.bySlug('services', 'air-touch')) as { slug: string }[];
    expect(items.map((item) => item.slug)).toEqual(['air-touch']);
    expect(await recordingSource().source.bySlug('articles', 'no-such-article')).toEqual([]);
  });

  it('asks the salon finder with the service ids', async () => {
    behaviour = 'ok';
    seen.length = 0;
    const entries = await recordingSource().source.salonsByServices([1001, 1002]);
    expect(seen[0]!.pathname).toBe('/wp-json/widget/v1/get-salons-by-services');
    expect(seen[0]!.searchParams.get('services')).toBe('1001,1002');
    expect(entries).toHaveLength(1);
  });

  it('passes a 404 to the caller as "not found"', async () => {
    behaviour = 'not-found';
    const error = await recordingSource()
      .source.collection('articles')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentHttpError);
    expect((error as ContentHttpError).status).toBe(404);
    expect((error as ContentHttpError).isNotFound).toBe(true);
  });

  it('raises "content unavailable" for a status of 500 or above', async () => {
    behaviour = 'server-error';
    const error = await recordingSource()
      .source.collection('articles')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as ContentUnavailableError).status).toBe(502);
  });

  it('raises "content unavailable" when the feed does not answer in time', async () => {
    behaviour = 'slow';
    const error = await recordingSource(200)
      .source.collection('articles')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as Error).message).toMatch(/did not answer within 200 ms/);
  });

  it('raises "content unavailable" when nothing answers at all', async () => {
    const source = createWordPressSource({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000, revalidateSeconds: 60 });
    await expect(source.collection('pages')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('raises "content unavailable" for malformed JSON or a body that is not a list', async () => {
    behaviour = 'malformed';
    await expect(recordingSource().source.collection('pages')).rejects.toThrow(/malformed JSON/);
    behaviour = 'not-a-list';
    await expect(recordingSource().source.bySlug('pages', 'main')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('tags every request, and the tags it sets are exactly the ones revalidation knows', async () => {
    behaviour = 'ok';
    const { source, tags } = recordingSource();
    for (const type of collectionTypes) {
      await source.collection(type);
      await source.bySlug(type, 'x');
    }
    await source.salonsByServices([1]);
    expect([...new Set(tags)].sort()).toEqual([...allContentTags].sort());
  });
});
