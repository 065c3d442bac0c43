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
    // A client's review is shown in the language the client wrote it (marked with its `lang`):
    // the page's own words are what must be Ukrainian.
    main: attribute(/<main[^>]*>([\s\S]*?)<\/main>/)
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<p\b[^>]*\sdata-review-text=""[^>]*>[\s\S]*?<\/p>/g, ' '),
    title: attribute(/<title>([\s\S]*?)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
  };
}

/** HTML's escapes of an attribute or title, undone, so that lengths count what a reader sees. */
const unescapeHtml = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|amp|quot|lt|gt|apos);/gi, (_, code: string) =>
    code[0] === '#' ? String.fromCodePoint(Number(code[1]?.toLowerCase() === 'x' ? `0${code.slice(1)}` : code.slice(1))) : ({ amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" } as Record<string, string>)[code.toLowerCase()]!,
  );

/** What a search result and a link preview read of a page. */
function previewOf(html: string) {
  const meta = (attribute: 'name' | 'property', key: string) => {
    const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
    return tag ? unescapeHtml(tag[1]!) : null;
  };
  return {
    title: unescapeHtml(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description') ?? '',
    image: meta('property', 'og:image'),
    width: meta('property', 'og:image:width'),
    height: meta('property', 'og:image:height'),
    alt: meta('property', 'og:image:alt'),
    twitterImage: meta('name', 'twitter:image'),
    twitterAlt: meta('name', 'twitter:image:alt'),
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
  const previews = new Map<string, ReturnType<typeof previewOf>>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expectRendered(html, path);
    previews.set(path, previewOf(html));
    if (!path.startsWith('/ua/')) continue;
    expect(html, path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html, path).toContain('<meta property="og:locale" content="uk_UA"');
    for (const [part, text] of Object.entries(wordsOf(html))) {
      const share = cyrillicShare(text);
      if (share < 0.85) notUkrainian.push(`${path} ${part}: ${Math.round(share * 100)}% Cyrillic`);
    }
  }
  expect(notUkrainian).toEqual([]);
  expectPreviews(previews);
});

/**
 * Every page's title fits a search result (60 characters) and its description too (155), each
 * unique within its language, and every page has a 1200x630 preview card with its alt text.
 */
function expectPreviews(previews: ReadonlyMap<string, ReturnType<typeof previewOf>>) {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [path, preview] of previews) {
    const locale = path.startsWith('/ua/') ? 'uk' : 'en';
    if (preview.title.length > 60) problems.push(`${path}: title of ${preview.title.length}: ${preview.title}`);
    if (!preview.description || preview.description.length > 155) problems.push(`${path}: description of ${preview.description.length}`);
    for (const key of ['title', 'description'] as const) {
      const other = seen.get(`${locale} ${key} ${preview[key]}`);
      if (other) problems.push(`${path}: the same ${key} as ${other}`);
      seen.set(`${locale} ${key} ${preview[key]}`, path);
    }
    if (!preview.image || preview.width !== '1200' || preview.height !== '630' || !preview.alt) problems.push(`${path}: og:image ${JSON.stringify(preview)}`);
    if (preview.twitterImage !== preview.image || !preview.twitterAlt) problems.push(`${path}: twitter:image ${preview.twitterImage}`);
  }
  expect(problems).toEqual([]);
}

test('the preview cards answer as 1200x630 JPEGs, one of each kind of picture and the brand’s', async ({ request }) => {
  test.setTimeout(120_000);
  const cards = new Map<string, string>();
  for (const path of ['/', '/price/', '/services/female/hair/colouring/air-touch/', '/employees/amelia-hart/', '/policy/', '/ua/price/']) {
    const image = previewOf(await (await request.get(path)).text()).image;
    expect(image, path).toBeTruthy();
    cards.set(path, new URL(image!).pathname);
  }
  expect(cards.get('/price/')).toBe('/brand/social-card.jpg');
  expect(cards.get('/services/female/hair/colouring/air-touch/')).toMatch(/^\/social-card\/images\/services\/.+\.jpg$/);
  for (const card of new Set(cards.values())) {
    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()['content-type'], card).toBe('image/jpeg');
    const body = await response.body();
    // A baseline or progressive JPEG's frame header holds its height, then its width.
    const frame = [...body.entries()].findIndex(([index, byte]) => byte === 0xff && (body[index + 1] === 0xc0 || body[index + 1] === 0xc2));
    expect({ card, width: body.readUInt16BE(frame + 7), height: body.readUInt16BE(frame + 5) }).toEqual({ card, width: 1200, height: 630 });
  }
});

test('/favicon.ico and the Apple touch icon answer as images', async ({ request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const home = await (await request.get('/')).text();
  const touch = /<link rel="apple-touch-icon" href="([^"]+)"[^>]*sizes="180x180"/.exec(home)?.[1];
  expect(touch).toBeTruthy();
  const icon = await request.get(unescapeHtml(touch!));
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const png = await icon.body();
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 180, height: 180 });
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
