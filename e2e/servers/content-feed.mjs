/**
 * A WordPress on loopback that serves the bundled dataset (`content/*.json`, already in the
 * REST shapes) the way the site reads it: collections in pages of `per_page` with
 * `X-WP-TotalPages`, single items by `?slug=`, and the salon finder. A test edits an item
 * (`edit`) to play an editor's change, then calls the site's revalidation webhook.
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
 *   edit(type: string, id: number, change: (item: Item) => void): void;
 *   close(): Promise<void>;
 * }} ContentFeed `edit` changes one item of a collection, as an editor saving it in WordPress would.
 */

/**
 * @param {number} port 0 for any free port (the `url` then names the one taken)
 * @param {string} [directory]
 * @returns {Promise<ContentFeed>}
 */
export function startContentFeed(port, directory = fileURLToPath(new URL('../../content/', import.meta.url))) {
  /** @type {Map<string, Item[]>} */
  const collections = new Map();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
    collections.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(directory, file), 'utf8')));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    /** @type {(status: number, body: unknown, headers?: Record<string, string>) => void} */
    const send = (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (url.pathname === '/wp-json/widget/v1/get-salons-by-services') {
      const wanted = new Set((url.searchParams.get('services') ?? '').split(',').map(Number));
      const salons = (collections.get('salons') ?? []).flatMap((salon) => {
        const services = (salon.available_services ?? []).filter((id) => wanted.has(id));
        return services.length
          ? [{ salon_id: salon.id, slug: salon.slug, title: salon.title?.rendered ?? '', services }]
          : [];
      });
      return send(200, salons);
    }
    const match = /^\/wp-json\/wp\/v2\/([a-z_]+)\/?$/.exec(url.pathname);
    const all = match ? collections.get(/** @type {string} */ (match[1])) : undefined;
    if (!all) return send(404, { code: 'rest_no_route' });
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
        edit(type, id, change) {
          const item = collections.get(type)?.find((candidate) => candidate.id === id);
          if (!item) throw new Error(`no ${type} #${id} in the feed`);
          change(item);
        },
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
