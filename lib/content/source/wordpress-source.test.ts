/**
 * The WordPress source against a real HTTP server on loopback that serves the bundled
 * dataset in feed form: pages of `per_page` items with `X-WP-TotalPages`, `?slug=` look-ups,
 * and paths that fail in each way a real feed can.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentHttpError, ContentUnavailableError } from '../errors';
import { allContentTags, collectionTypes } from '../tags';
import { createWordPressSource } from './wordpress-source';

const contentDir = path.resolve(__dirname, '../../../content');
const dataset = (type: string) => JSON.parse(readFileSync(path.join(contentDir, `${type}.json`), 'utf8')) as { slug: string; id: number }[];

type Behaviour = 'ok' | 'not-found' | 'server-error' | 'slow' | 'malformed' | 'not-a-list';
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
      return send(200, JSON.stringify([{ salon_id: 500, slug: 'backstage-chelsea', title: 'Backstage Chelsea', services: [1001] }]));
    }
    const type = url.pathname.replace('/wp-json/wp/v2/', '');
    let items = dataset(type);
    const slug = url.searchParams.get('slug');
    if (slug) return send(200, JSON.stringify(items.filter((item) => item.slug === slug)));
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.max(1, Math.ceil(items.length / perPage));
    items = items.slice((page - 1) * perPage, page * perPage);
    send(200, JSON.stringify(items), { 'X-WP-Total': String(dataset(type).length), 'X-WP-TotalPages': String(totalPages) });
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
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'en', orderby: 'menu_order', order: 'asc', per_page: '100', page: '1' });
  });

  it('follows X-WP-TotalPages so a collection of over 100 items is complete and in order', async () => {
    behaviour = 'ok';
    seen.length = 0;
    const all = dataset('services');
    expect(all.length).toBeGreaterThan(100);
    const items = (await recordingSource().source.collection('services')) as { id: number }[];
    expect(items.map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(seen.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
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
    const error = await recordingSource().source.collection('articles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentHttpError);
    expect((error as ContentHttpError).status).toBe(404);
    expect((error as ContentHttpError).isNotFound).toBe(true);
  });

  it('raises "content unavailable" for a status of 500 or above', async () => {
    behaviour = 'server-error';
    const error = await recordingSource().source.collection('articles').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect((error as ContentUnavailableError).status).toBe(502);
  });

  it('raises "content unavailable" when the feed does not answer in time', async () => {
    behaviour = 'slow';
    const error = await recordingSource(200).source.collection('articles').catch((e: unknown) => e);
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
