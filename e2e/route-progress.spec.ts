import { expect, test } from './browse';
import { waitForHydration } from './site';

test('the progress bar shows during a slow navigation and is gone once the new page has rendered', async ({ page }) => {
  // Every request for the next page's data (prefetch or navigation) takes 1.5 s.
  await page.route(/\/vacancies\//, async (route) => {
    if (route.request().resourceType() !== 'document') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/price/');
  await waitForHydration(page);
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vacancies' }).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/vacancies\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a quick navigation shows no bar', async ({ page }) => {
  await page.goto('/price/');
  await waitForHydration(page);
  const appeared = page.waitForSelector('#nprogress', { timeout: 3000 }).then(
    () => true,
    () => false,
  );
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Masters' }).click();
  await expect(page).toHaveURL(/\/employees\/$/);
  expect(await appeared).toBe(false);
});
