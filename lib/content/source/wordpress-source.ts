/**
 * Reads the salon's WordPress REST API. Collections follow `X-WP-TotalPages`, every request
 * has a time-out and carries its collection's cache tag, so Next's data cache keeps the
 * answers until the period runs out or `/api/revalidate` names the tag.
 */
import { ContentHttpError, ContentUnavailableError } from '../errors';
import { collectionTag, salonFinderTag, type CollectionType } from '../tags';
import type { ContentSource } from './content-source';
import { inMenuOrder } from './menu-order';

export type WordPressSourceOptions = {
  baseUrl: string;
  timeoutMs: number;
  revalidateSeconds: number;
  fetchImpl?: typeof fetch;
};

/**
 * The query every collection request carries. Pages are read in id order, which WordPress
 * can page without losing or repeating items; menu order is applied once all are in.
 */
const commonQuery = { lang: 'en', orderby: 'id', order: 'asc', per_page: '100' } as const;
const maxPages = 50;

type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

export function createWordPressSource(options: WordPressSourceOptions): ContentSource {
  const fetchImpl = options.fetchImpl ?? fetch;

  // The last answer of each collection page, and the collection put together from them: while
  // the feed sends the same text, every request gets the same list, so the content layer can
  // keep what it parsed from it (lib/content/loaders.ts). Only collection pages are kept, a
  // bounded set of addresses, never a lookup by slug, whose addresses visitors choose.
  const lastPages = new Map<string, { text: string; items: unknown[] }>();
  const lastCollections = new Map<string, { pages: unknown[][]; items: unknown[] }>();

  async function getJson(path: string, query: Record<string, string>, tag: string, keep = false) {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const init: NextFetchInit = {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
      next: { revalidate: options.revalidateSeconds, tags: [tag] },
    };
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw new ContentUnavailableError(
        timedOut
          ? `The content feed did not answer within ${options.timeoutMs} ms: ${url.pathname}`
          : `The content feed could not be reached: ${url.pathname}`,
        null,
        { cause },
      );
    }
    if (response.status >= 500) {
      throw new ContentUnavailableError(
        `The content feed answered ${response.status}: ${url.pathname}`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new ContentHttpError(`The content feed answered ${response.status}: ${url.pathname}`, response.status);
    }
    let body: unknown;
    try {
      const text = await response.text();
      const last = keep ? lastPages.get(url.href) : undefined;
      body = last && last.text === text ? last.items : JSON.parse(text);
      if (keep && Array.isArray(body) && body !== last?.items) lastPages.set(url.href, { text, items: body });
    } catch (cause) {
      throw new ContentUnavailableError(`The content feed sent malformed JSON: ${url.pathname}`, response.status, {
        cause,
      });
    }
    if (!Array.isArray(body)) {
      throw new ContentUnavailableError(
        `The content feed sent something other than a list: ${url.pathname}`,
        response.status,
      );
    }
    return { items: body as unknown[], totalPages: Number(response.headers.get('X-WP-TotalPages') ?? '1') };
  }

  const restPath = (type: CollectionType) => `/wp-json/wp/v2/${type}`;

  /** Every item of a collection in one language, across all pages of the feed. */
  async function collectionIn(type: CollectionType, language: string) {
    // Translations change with their collection, so they share its tag: the webhook that names
    // the collection refreshes both.
    const tag = collectionTag(type);
    const query = { ...commonQuery, lang: language };
    const first = await getJson(restPath(type), { ...query, page: '1' }, tag, true);
    const pages = Number.isFinite(first.totalPages) ? Math.min(Math.max(first.totalPages, 1), maxPages) : 1;
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, index) => getJson(restPath(type), { ...query, page: String(index + 2) }, tag, true)),
    );
    const answers = [first, ...rest].map((page) => page.items);
    const key = `${type}:${language}`;
    const last = lastCollections.get(key);
    if (last && last.pages.length === answers.length && last.pages.every((items, n) => items === answers[n])) return last.items;
    const items = inMenuOrder(answers.flat());
    lastCollections.set(key, { pages: answers, items });
    return items;
  }

  return {
    kind: 'wordpress',

    collection: (type) => collectionIn(type, commonQuery.lang),
    translations: (type, language) => collectionIn(type, language),

    async bySlug(type, slug) {
      const { items } = await getJson(restPath(type), { ...commonQuery, slug }, collectionTag(type));
      return items;
    },

    async salonsByServices(serviceIds) {
      const { items } = await getJson(
        '/wp-json/widget/v1/get-salons-by-services',
        { lang: 'en', services: serviceIds.join(',') },
        salonFinderTag,
      );
      return items;
    },
  };
}
