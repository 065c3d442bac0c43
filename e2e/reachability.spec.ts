import { expect, test } from '@playwright/test';
import { siteUrl } from './site';

/**
 * Every page the sitemap lists can be reached by following links from the home page, and
 * every internal link on the way leads somewhere (no link to a 404).
 */
test('every page in the sitemap is reachable by clicking from the home page', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1]!.replace(siteUrl, ''))
    .filter((path) => !path.startsWith('/ua/'));
  expect(listed.length).toBeGreaterThan(150);

  const seen = new Set<string>(['/']);
  const broken: string[] = [];
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} ${response.status()}`);
      continue;
    }
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
      if (!href || href.startsWith('/ua/') || href.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(href) || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  expect(broken).toEqual([]);
  expect(listed.filter((path) => !seen.has(path))).toEqual([]);
});
