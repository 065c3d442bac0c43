/**
 * A WordPress on loopback that serves the bundled dataset (`content/*.json`, already in the
 * REST shapes) the way the site reads it: collections in pages of `per_page` with
 * `X-WP-TotalPages`, single items by `?slug=`, each in the language `?lang=` names (the
 * originals in `content/`, `en` by default; translations in a folder per language,
 * `content/uk/`), and the salon finder. A test edits an item (`edit`) to play an editor's
 * change, then calls the site's revalidation webhook.
 */
//
// Plain JavaScript (types in JSDoc), so that the test build's script can run it with Node alone.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {Record<string, unknown> & { id?: number; slug?: string; title?: { rendered?: string }; available_services?: number[] }} Item
 * @typedef {{
 *   url: string;
 *   edit(type: string, id: number, change: (item: Item) => void, lang?: string): void;
 *   close(): Promise<void>;
 * }} ContentFeed `edit` changes one item of a collection, as an editor saving it in WordPress would.
 */

/**
 * @param {number} port 0 for any free port (the `url` then names the one taken)
 * @param {string} [directory]
 * @returns {Promise<ContentFeed>}
 */
export function startContentFeed(port, directory = fileURLToPath(new URL('../../content/', import.meta.url))) {
  /** Each collection by language and type (`en:services`, `uk:services`). @type {Map<string, Item[]>} */
  const collections = new Map();
  /** @param {string} folder @param {string} lang */
  const load = (folder, lang) => {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      collections.set(`${lang}:${file.replace(/\.json$/, '')}`, JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    }
  };
  load(directory, 'en');
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory() && /^[a-z]{2}$/.test(entry.name)) load(path.join(directory, entry.name), entry.name);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    /** @type {(status: number, body: unknown, headers?: Record<string, string>) => void} */
    const send = (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (url.pathname === '/wp-json/widget/v1/get-salons-by-services') {
      const wanted = new Set((url.searchParams.get('services') ?? '').split(',').map(Number));
      const salons = (collections.get('en:salons') ?? []).flatMap((salon) => {
        const services = (salon.available_services ?? []).filter((id) => wanted.has(id));
        return services.length
          ? [{ salon_id: salon.id, slug: salon.slug, title: salon.title?.rendered ?? '', services }]
          : [];
      });
      return send(200, salons);
    }
    const match = /^\/wp-json\/wp\/v2\/([a-z_]+)\/?$/.exec(url.pathname);
    const type = match?.[1];
    if (!type || !collections.has(`en:${type}`)) return send(404, { code: 'rest_no_route' });
    const all = collections.get(`${url.searchParams.get('lang') || 'en'}:${type}`) ?? [];
    const slug = url.searchParams.get('slug');
    if (slug !== null)
      return send(
        200,
        all.filter((item) => item.slug === slug),
      );
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const sorted = [...all].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    const totalPages = Math.max(1, Math.ceil(sorted.length / perPage));
    send(200, sorted.slice((page - 1) * perPage, page * perPage), {
      'X-WP-Total': String(sorted.length),
      'X-WP-TotalPages': String(totalPages),
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        edit(type, id, change, lang = 'en') {
          const item = collections.get(`${lang}:${type}`)?.find((candidate) => candidate.id === id);
          if (!item) throw new Error(`no ${type} #${id} in the feed`);
          change(item);
        },
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
