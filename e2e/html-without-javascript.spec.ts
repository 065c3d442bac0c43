import { cyrillicShare } from '@/lib/testing/cyrillic-share';
import { expect, test } from './browse';

// What a crawler or a browser without JavaScript gets: every page's HTML, 200 and 404 alike,
// carries its h1 and the footer, drawn on the server (never Next's empty error shell).

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

function expectRendered(html: string, path: string) {
  expect(html, path).not.toContain('id="__next_error__"');
  expect(html, path).toMatch(/<h1[\s>]/);
  expect(html, path).toContain('<footer');
  expect(html, path).toMatch(/<header[\s>]/);
}

/** What a Ukrainian page says in its main text, title and description, without markup. */
function wordsOf(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1] ?? '';
  return {
    main: attribute(/<main[^>]*>([\s\S]*?)<\/main>/).replace(/<(script|style)[\s\S]*?<\/\1>/g, ' '),
    title: attribute(/<title>([\s\S]*?)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
  };
}

test('every page of the sitemap, in both languages; the Ukrainian ones in Ukrainian', async ({ request }) => {
  // A hang guard: some 600 pages one after another, 25 s alone on the machine, several minutes
  // while other work loads both cores.
  test.setTimeout(480_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(300);
  // The bundled content is translated whole: every English page has its Ukrainian one listed.
  const listed = new Set(paths);
  // (The booking page aside: it lists the booking system's services by their English names.)
  expect(paths.filter((path) => !path.startsWith('/ua/') && !listed.has(`/ua${path}`))).toEqual(['/book/']);
  const notUkrainian: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expectRendered(html, path);
    if (!path.startsWith('/ua/')) continue;
    expect(html, path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html, path).toContain('<meta property="og:locale" content="uk_UA"');
    for (const [part, text] of Object.entries(wordsOf(html))) {
      const share = cyrillicShare(text);
      if (share < 0.85) notUkrainian.push(`${path} ${part}: ${Math.round(share * 100)}% Cyrillic`);
    }
  }
  expect(notUkrainian).toEqual([]);
});

/** The links the server's HTML draws for Book controls (`data-book`), with their attributes. */
function bookLinks(html: string) {
  return [...html.matchAll(/<a\s[^>]*\bdata-book=""[^>]*>/g)].map(([tag]) => ({
    href: /\shref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '',
    newTab: /\starget=/.test(tag),
    heldTap: /\sdata-early-tap=/.test(tag),
  }));
}

for (const prefix of ['', '/ua']) {
  test(`a service page's Book links lead to the site's booking page, in the same tab (${prefix || '/'})`, async ({
    request,
  }) => {
    const response = await request.get(`${prefix}/services/female/hair/colouring/air-touch/`);
    expect(response.status()).toBe(200);
    const links = bookLinks(await response.text());
    const hrefs = links.map((link) => new URL(link.href, 'https://site.example'));
    // The page's own "Book this service", and the header's and the floating Book on everything.
    expect(
      hrefs.some((url) => url.pathname === `${prefix}/book/` && url.searchParams.get('book') === 'service:air-touch'),
    ).toBe(true);
    expect(links.filter((link) => link.href === `${prefix}/book/`).length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link.href).toMatch(new RegExp(`^${prefix}/book/`));
      expect(link.newTab).toBe(false);
      expect(link.heldTap).toBe(false);
    }
  });
}

test('404 answers of every kind', async ({ request }) => {
  for (const path of [
    '/nope/',
    '/ua/nope/',
    '/services/female/nope/',
    '/services/female/hair/colouring/nope/',
    '/blog/x/y/',
    '/blog/hair-care/nope/',
    '/employees/nope/',
    '/salons/nope/',
    '/vacancies/nope/',
    '/price/nope/',
    '/404/',
    '/wp-login.php',
    '/status-page/503/',
    // The booking page, on an address that names no step, or a service the site does not have.
    '/book/?book=%%%',
    '/book/?book=service:classic-gel-manicure&day=2026-02-30',
    '/book/?book=service:no-such-service',
    '/ua/book/?book=service:no-such-service',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expectRendered(html, path);
    expect(html, path).toMatch(path.startsWith('/ua/') ? /Сторінку не знайдено/ : /This page could not be found/);
    expect(response.headers()['etag'], path).toBeUndefined();
  }
});
