import { expect, test } from './browse';
import { waitForHydration } from './site';

test('the progress bar shows during a slow navigation and is gone once the new page has rendered', async ({ page }) => {
  // The next page's data (prefetch or navigation) is held until the bar has shown, so the
  // navigation is slow however fast the machine is, and ends when the test says.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/contacts\//, async (route) => {
    if (route.request().resourceType() !== 'document') await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/price/');
  await waitForHydration(page);
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/price\/$/);
  release();
  await expect(page).toHaveURL(/\/contacts\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a navigation that ends before the bar is due shows no bar', async ({ page }) => {
  // The page's clock stands still from the click on, so the navigation ends before the bar's
  // 200 ms are up however long the machine takes to fetch and render the next page.
  await page.clock.install();
  await page.goto('/price/');
  await waitForHydration(page);
  // A second ahead of the page's time (which moves on meanwhile), firing what falls due before it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Masters' }).click();
  await expect(page).toHaveURL(/\/employees\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Then time moves on past the bar's delay, with the bar's code loaded: it stays hidden.
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(1000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
