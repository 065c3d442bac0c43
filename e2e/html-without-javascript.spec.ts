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

test('every page of the sitemap, in both languages', async ({ request }) => {
  // A hang guard: some 600 pages one after another, 25 s alone on the machine, several minutes
  // while other work loads both cores.
  test.setTimeout(480_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(300);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectRendered(await response.text(), path);
  }
});

test('404 answers of every kind', async ({ request }) => {
  for (const path of [
    '/nope/',
    '/ua/nope/',
    '/services/female/nope/',
    '/services/backstage-chelsea/female/hair/colouring/nope/',
    '/blog/x/y/',
    '/blog/hair-care/nope/',
    '/employees/nope/',
    '/salons/nope/',
    '/vacancies/nope/',
    '/price/nope/',
    '/404/',
    '/wp-login.php',
    '/status-page/503/',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expectRendered(html, path);
    expect(html, path).toMatch(path.startsWith('/ua/') ? /Сторінку не знайдено/ : /This page could not be found/);
    expect(response.headers()['etag'], path).toBeUndefined();
  }
});
