/**
 * The page's stylesheets come inline, in its HTML. What loads later (the booking panel's code,
 * fetched while the page is idle or on a tap) shares some of them, and the bundler's loader
 * fetches every stylesheet of the part it loads unless the page names it: loaded and applied
 * again, after everything else, they redraw the page's text and move it under the reader. The
 * page names them, so opening the panel fetches none of the page's own, and when the panel
 * closes everything is where it was, to the pixel.
 */
import { expect, test, type Page } from './browse';

/** Where the first screen's text sits: the menu's entries, the breadcrumbs, the heading. */
const positions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header nav li, nav[aria-label] ol li, h1')].map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].join(' ');
    }),
  );

test('opening the booking panel fetches none of the page’s own stylesheets and moves nothing', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/employees/amelia-hart/');
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].flatMap((style) => style.getAttribute('data-href')!.split(' ')).filter((href) => href.endsWith('.css')),
  );
  expect(inlined.length).toBeGreaterThan(0);
  await page.evaluate(() => document.fonts.ready);
  const before = await positions(page);

  await page.getByRole('banner').getByRole('button', { name: 'Book online' }).click();
  const panel = page.getByRole('dialog', { name: 'Book online' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.evaluate(() => document.fonts.ready);

  expect(await positions(page)).toEqual(before);
  expect(fetched.filter((path) => inlined.includes(path))).toEqual([]);
});
