import { expect, test, type Page } from './browse';
import { waitForHydration } from './site';

// The dropdowns', the footer's and the price rows' links are plain anchors (lib/i18n/PageLink),
// taken over by one listener in the layout: they must still change page in place, as Next's
// links do, and fetch a page ahead when a visitor points at its link.

/** Marks the document, so that a page loaded afresh (not by the client router) is told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test("a dropdown's link fetches its page ahead when pointed at, and opens it in place", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  const ahead = page.waitForRequest(
    (request) => request.url().includes('/salons/backstage-chelsea/?_rsc=') && request.headers()['next-router-prefetch'] === '1',
  );
  const button = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Salons', exact: true });
  await button.click();
  const link = page.locator(`#${await button.getAttribute('aria-controls')}`).getByRole('link', { name: 'Backstage Chelsea' });
  await link.hover();
  await ahead;
  await link.click();
  await expect(page).toHaveURL(/\/salons\/backstage-chelsea\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backstage Chelsea' })).toBeVisible();
  await expectSameDocument(page);
});

test("the footer's and the price list's links change page in place @mobile", async ({ page }) => {
  await page.goto('/price/');
  await waitForHydration(page);
  await markDocument(page);
  const row = page.getByRole('main').getByRole('rowheader').first().getByRole('link');
  const name = (await row.textContent())?.trim() ?? '';
  await row.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectSameDocument(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSameDocument(page);
});

test('a page link with a modifier key leaves the page where it is', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/contacts\/$/);
  await expect(page).toHaveURL(/\/$/);
  await tab.close();
});
