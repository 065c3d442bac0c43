import { expect, test } from '@playwright/test';

// These run against a server whose WordPress feed does not answer (see playwright.config.ts).
// It shares the build's on-disk page cache with the main test server, so pages that need the
// feed are asked for at addresses no other test renders first.
const fresh = () => `/services/female/hair/colouring/not-yet-rendered-${Date.now()}-${Math.round(Math.random() * 1e6)}/`;

test('a page that needs the feed shows the "server unavailable" error page with a way home', async ({ page }) => {
  // Not prerendered, so it is rendered now and asks the feed.
  const response = await page.goto(fresh());
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Server error');
  await expect(page.getByRole('main')).toContainText('The server is currently unavailable, please try later.');
  await expect(page.getByRole('main')).toContainText('500');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  // The shell degrades instead of failing: the footer still shows how to reach the salon.
  await expect(page.getByRole('contentinfo')).toContainText('+44 20 7946 0958');
});

test('the error page is translated under /ua/', async ({ page }) => {
  await page.goto(`/ua${fresh()}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('main')).toContainText('Сервер наразі недоступний, спробуйте пізніше.');
  await expect(page.getByRole('main').getByRole('link', { name: 'На головну' })).toBeVisible();
});

test('an unknown address is still a 404 when the not-found content cannot be loaded', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
});

test('pages prerendered from the content keep being served', async ({ page }) => {
  expect((await page.goto('/services/female/hair/colouring/air-touch/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Air Touch' })).toBeVisible();
});
