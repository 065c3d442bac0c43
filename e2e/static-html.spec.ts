import { expect, test, type Locator } from './browse';
import { waitForHydration } from './site';

// The footer, the header dropdowns' columns, the price list and reviews need no script: they are
// written out as HTML on the server and inserted whole (lib/html/StaticHtml), so the page
// hydrates the element that holds each, not the hundreds of elements inside.

/** Whether React has taken the element over (hydrated it): its own fiber is on the node. */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test('the footer, the dropdowns and the price list are inserted whole, not hydrated element by element', async ({ page }) => {
  await page.goto('/price/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const salons = header.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Salons', exact: true });
  // What hydrates does carry React's fiber: the check can tell.
  expect(await hydrated(salons)).toBe(true);

  const panel = page.locator(`#${await salons.getAttribute('aria-controls')}`);
  expect(await hydrated(panel)).toBe(true);
  expect(await hydrated(panel.getByRole('link', { name: 'Backstage Chelsea', includeHidden: true }))).toBe(false);

  const footer = page.getByRole('contentinfo');
  expect(await hydrated(footer)).toBe(true);
  expect(await hydrated(footer.getByRole('link', { name: 'Contacts' }))).toBe(false);

  const row = page.getByRole('main').getByRole('rowheader').first();
  await expect(row).toBeVisible();
  expect(await hydrated(row)).toBe(false);
  expect(await hydrated(row.getByRole('link'))).toBe(false);
});

test("a master's reviews are inserted whole, their links plain page links", async ({ page }) => {
  await page.goto('/employees/amelia-hart/');
  await waitForHydration(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  expect(await hydrated(reviews)).toBe(true);
  expect(await hydrated(reviews.getByRole('listitem').first())).toBe(false);
});
