import { expect, test } from './browse';
import { siteUrl } from './site';

/**
 * In each language, every page the sitemap lists can be reached by following links from
 * the home page, and every internal link on the way answers 200 itself: no link to a 404,
 * and none that costs a redirect (a 301 to the canonical address is a defect of the link).
 */
for (const { name, home } of [
  { name: 'English', home: '/' },
  { name: 'Ukrainian', home: '/ua/' },
]) {
  test(`every ${name} page in the sitemap is reachable by clicking from the home page, with no redirect on the way`, async ({ request }) => {
    // A hang guard sized for a busy machine, where a crawl takes several minutes.
    test.setTimeout(480_000);
    const inLocale = (path: string) => (home === '/' ? !path.startsWith('/ua/') : path.startsWith(home));
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, '')).filter(inLocale);
    expect(listed.length).toBeGreaterThan(150);

    const seen = new Set<string>([home]);
    const failing: string[] = [];
    const queue = [home];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        failing.push(`${path} ${response.status()}${response.headers().location ? ` -> ${response.headers().location}` : ''}`);
        continue;
      }
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
        if (!href || href.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(href) || seen.has(href)) continue;
        seen.add(href);
        // Links into the other language are checked too, but followed only in their own crawl.
        if (inLocale(href)) queue.push(href);
        else {
          const status = (await request.get(href, { maxRedirects: 0 })).status();
          if (status !== 200) failing.push(`${href} ${status}`);
        }
      }
    }
    expect(failing).toEqual([]);
    expect(listed.filter((path) => !seen.has(path))).toEqual([]);
  });
}
