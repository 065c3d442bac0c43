import { expect, test, type APIRequestContext } from '@playwright/test';
import { siteUrl } from './site';

/**
 * The site as a search engine's crawler finds it, from `/` and `/ua/`: every internal link
 * followed, `nofollow` or not (a crawler may ignore it), except where robots.txt forbids;
 * those forbidden addresses are fetched too, a bounded number, to check each keeps itself
 * out of the index on its own. What it must find: the indexable addresses are exactly the
 * sitemap's, no link the crawler follows leads to an address that names another as
 * canonical or that redirects, and no redirect leads to another.
 */

type Link = { from: string; href: string; nofollow: boolean };
type Fetched = {
  status: number;
  location: string | null;
  canonical: string | null;
  robots: string;
  title: string | null;
  description: string | null;
  links: Link[];
};

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!);

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)) found[name!.toLowerCase()] = decode(value!);
  return found;
}

/** An address of this site (relative, or under SITE_URL) as path and query; null for another site, a fragment, mail or phone. */
function internal(href: string, base: string): string | null {
  if (/^(mailto|tel|javascript):/i.test(href) || href.startsWith('#')) return null;
  const url = new URL(href, `${siteUrl}${base}`);
  return url.origin === siteUrl ? `${url.pathname}${url.search}` : null;
}

function read(path: string, status: number, headers: Record<string, string>, html: string): Fetched {
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  const tag = (pattern: RegExp) => {
    const match = pattern.exec(head);
    return match ? attributes(match[0]) : null;
  };
  const robots = [tag(/<meta name="robots"[^>]*>/)?.content ?? '', headers['x-robots-tag'] ?? ''].join(',');
  const links: Link[] = [];
  for (const [anchor] of html.matchAll(/<a\s[^>]*>/g)) {
    const { href, rel } = attributes(anchor);
    if (href === undefined) continue;
    const target = internal(href, path);
    if (target) links.push({ from: path, href: target, nofollow: /\bnofollow\b/.test(rel ?? '') });
  }
  const canonical = tag(/<link rel="canonical"[^>]*>/)?.href;
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    status,
    location: headers.location ?? null,
    canonical: canonical ? new URL(canonical).pathname + new URL(canonical).search : null,
    robots,
    title: title === undefined ? null : decode(title),
    description: tag(/<meta name="description"[^>]*>/)?.content ?? null,
    links,
  };
}

/** robots.txt's Disallow lines for every crawler. */
async function disallowed(request: APIRequestContext): Promise<(path: string) => boolean> {
  const text = await (await request.get('/robots.txt')).text();
  const prefixes = [...text.matchAll(/^Disallow:\s*(\S+)/gim)].map((match) => match[1]!);
  return (path) => prefixes.some((prefix) => path.startsWith(prefix));
}

async function crawl(request: APIRequestContext, forbidden: (path: string) => boolean, bounds: { pages: number; forbidden: number }) {
  const fetched = new Map<string, Fetched>();
  const queue = ['/', '/ua/'];
  const seen = new Set(queue);
  let forbiddenFetched = 0;
  const fetchOne = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const type = response.headers()['content-type'] ?? '';
    const html = type.startsWith('text/html') ? await response.text() : '';
    const page = read(path, response.status(), response.headers(), html);
    fetched.set(path, page);
    // A forbidden address is checked, never crawled on from: a crawler that obeys robots.txt never sees its links.
    if (forbidden(path)) return;
    const next = page.location ? [internal(page.location, path)!] : page.links.map((link) => link.href);
    for (const href of next) {
      if (seen.has(href) || href.startsWith('/api/') || /\.\w+$/.test(new URL(href, siteUrl).pathname)) continue;
      if (forbidden(href)) {
        if (forbiddenFetched >= bounds.forbidden) continue;
        forbiddenFetched += 1;
      }
      seen.add(href);
      queue.push(href);
    }
  };
  while (queue.length > 0 && fetched.size < bounds.pages) {
    await Promise.all(queue.splice(0, 4).map(fetchOne));
  }
  return { fetched, exhausted: queue.length === 0 };
}

async function sitemapPaths(request: APIRequestContext): Promise<Set<string>> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
}

test('a crawl from / and /ua/ finds the sitemap, canonical links, no redirect chain and no way into the booking states', async ({ request }) => {
  // A hang guard: some 800 fetches, four at a time.
  test.setTimeout(600_000);
  const forbidden = await disallowed(request);
  const { fetched, exhausted } = await crawl(request, forbidden, { pages: 3000, forbidden: 150 });
  expect(exhausted, 'the crawl reached the end of the site within its bound').toBe(true);

  const noindex = (page: Fetched) => /\bnoindex\b/i.test(page.robots);
  const indexable = [...fetched]
    .filter(([path, page]) => page.status === 200 && !forbidden(path) && !noindex(page) && page.canonical === path)
    .map(([path]) => path);
  const sitemap = await sitemapPaths(request);
  expect(indexable.filter((path) => !sitemap.has(path)), 'indexable but not in the sitemap').toEqual([]);
  expect([...sitemap].filter((path) => !indexable.includes(path)), 'in the sitemap but not found indexable').toEqual([]);

  // Every link a crawler follows goes straight to a page that is its own canonical.
  const wrong: string[] = [];
  for (const page of fetched.values()) {
    for (const link of page.links) {
      if (forbidden(link.href) || link.href.startsWith('/api/')) continue;
      const target = fetched.get(link.href);
      if (!target) continue;
      if (target.location) wrong.push(`${link.from} -> ${link.href} redirects to ${target.location}`);
      else if (target.status === 200 && target.canonical !== link.href) wrong.push(`${link.from} -> ${link.href} (canonical ${target.canonical})`);
      else if (target.status !== 200) wrong.push(`${link.from} -> ${link.href} answers ${target.status}`);
    }
  }
  expect([...new Set(wrong)].slice(0, 20)).toEqual([]);

  // Every page that is not indexable says so itself, or names the page it stands for.
  for (const [path, page] of fetched) {
    if (page.status !== 200 || indexable.includes(path)) continue;
    expect(noindex(page) || (page.canonical !== null && page.canonical !== path), `${path} neither noindex nor canonical elsewhere`).toBe(true);
  }

  // The booking states a crawler ignoring robots.txt would reach: out of the index on their own.
  const states = [...fetched].filter(([path]) => forbidden(path) && path.includes('/book/?'));
  expect(states.length).toBeGreaterThan(20);
  for (const [path, page] of states) {
    expect(page.status, path).toBe(200);
    expect(page.robots, path).toMatch(/noindex/);
    expect(page.canonical, path).not.toBe(path);
  }
  // And every link into them is nofollow, as a link or by its page's robots line.
  const followedIntoStates = [...fetched.values()]
    .filter((page) => !/\bnofollow\b/i.test(page.robots))
    .flatMap((page) => page.links)
    .filter((link) => link.href.includes('/book/?') && !link.nofollow && !forbidden(link.from));
  expect(followedIntoStates.slice(0, 5)).toEqual([]);

  // Titles and descriptions: short enough for a result, each page's own.
  const pages = indexable.map((path) => ({ path, ...fetched.get(path)! }));
  expect(pages.filter((page) => !page.title || page.title.length > 60).map((page) => `${page.path}: ${page.title}`)).toEqual([]);
  expect(pages.filter((page) => !page.description || page.description.length > 155).map((page) => `${page.path}: ${page.description?.length}`)).toEqual([]);
  for (const field of ['title', 'description'] as const) {
    const byText = new Map<string, string[]>();
    for (const page of pages) byText.set(page[field]!, [...(byText.get(page[field]!) ?? []), page.path]);
    expect([...byText.values()].filter((paths) => paths.length > 1), `pages sharing a ${field}`).toEqual([]);
  }
});

test('an address spelt another way reaches its page in one redirect', async ({ request }) => {
  for (const [address, target] of [
    ['/about', '/about/'],
    ['/en/about', '/about/'],
    ['/en/about/', '/about/'],
    ['/ABOUT', '/about/'],
    ['/About/', '/about/'],
    ['/UA/Services/Female/Hair', '/ua/services/female/hair/'],
    ['/services//female/hair/', '/services/female/hair/'],
  ]) {
    const first = await request.get(address!, { maxRedirects: 0 });
    expect(first.status(), address).toBe(301);
    expect(new URL(first.headers().location!, siteUrl).pathname, address).toBe(target);
    const second = await request.get(target!, { maxRedirects: 0 });
    expect(second.status(), target).toBe(200);
  }
});

test('robots.txt is the standard one: groups, the booking steps, the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).not.toMatch(/^Host:/im);
  expect(text).toMatch(/^Disallow: \/book\/\?$/m);
  expect(text).toMatch(/^Disallow: \/ua\/book\/\?$/m);
  expect(text).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, 'm'));
});
