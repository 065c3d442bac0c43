import { expect, test } from './browse';

test.describe('301 to the canonical path', () => {
  for (const [from, to] of [
    ['/about', '/about/'],
    ['/about?x=1', '/about/?x=1'],
    ['//services//male', '/services/male/'],
    ['/services//female//hair', '/services/female/hair/'],
    ['/ua', '/ua/'],
  ] as const) {
    test(`${from} -> ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location ?? '', baseURL);
      expect(location.pathname + location.search).toBe(to);
    });
  }

  test('a canonical path is served, not redirected again', async ({ request }) => {
    const response = await request.get('/about/?x=1', { maxRedirects: 0 });
    expect(response.status()).not.toBe(301);
    expect(response.status()).not.toBe(308);
  });

  test('request headers cannot skip the redirect', async ({ request }) => {
    const response = await request.get('/about', {
      maxRedirects: 0,
      headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', 'x-nextjs-data': '1' },
    });
    expect(response.status()).toBe(301);
  });

  test('static files and API routes are left alone', async ({ request }) => {
    expect((await request.get('/brand/logo.svg', { maxRedirects: 0 })).status()).toBe(200);
    const api = await request.post('/api/revalidate', { maxRedirects: 0, headers: { 'x-revalidate-secret': 'wrong-secret-value-123' } });
    expect(api.status()).toBe(401);
  });
});

test.describe('not found', () => {
  test('an unknown URL is a 404 with the not-found content', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    await expect(page.getByRole('main').getByRole('img')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown URL under /ua/ is a Ukrainian 404', async ({ page }) => {
    const response = await page.goto('/ua/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Сторінку не знайдено');
  });
});
