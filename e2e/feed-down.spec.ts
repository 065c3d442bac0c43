import { expect, test } from './browse';

// These run against a server whose WordPress feed does not answer (see playwright.config.ts),
// started after the build, so it never had a snapshot of the content. It shares the build's
// on-disk page cache with the main test server, so pages that need the feed are asked for at
// addresses no other test renders first.
// One WordPress stub serves every test here and its failure mode is switched per test.
test.describe.configure({ mode: 'serial' });

const fresh = () =>
  `/services/female/hair/colouring/not-yet-rendered-${Date.now()}-${Math.round(Math.random() * 1e6)}/`;

test('a page that needs the feed answers the rendered "server unavailable" page with 503', async ({
  page,
  request,
}) => {
  const path = fresh();
  // Without JavaScript: the message, the header and the footer are in the HTML itself.
  const raw = await request.get(path);
  expect(raw.status()).toBe(503);
  expect(raw.headers()['retry-after']).toBe('120');
  expect(raw.headers()['cache-control']).toContain('no-store');
  const html = await raw.text();
  expect(html).not.toContain('id="__next_error__"');
  expect(html).toMatch(/<h1[^>]*>.*Server error/);
  expect(html).toContain('The server is currently unavailable, please try later.');
  expect(html).toContain('<footer');

  const response = await page.goto(fresh());
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Server error');
  await expect(page.getByRole('main')).toContainText('503');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  // The header and footer keep the content they were built with.
  await expect(page.getByRole('contentinfo')).toContainText('+44 20 7946 0958');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Price' }).first()).toBeVisible();
});

test('the unavailable page is translated under /ua/', async ({ page }) => {
  const response = await page.goto(`/ua${fresh()}`);
  expect(response?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('main')).toContainText('Сервер наразі недоступний, спробуйте пізніше.');
  await expect(page.getByRole('main').getByRole('link', { name: 'На головну' })).toBeVisible();
});

test('an address no route could serve is still a rendered 404', async ({ request }) => {
  for (const path of ['/no-such-page/', '/ua/no-such-page/', '/blog/a/b/c/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>.*(This page could not be found|Сторінку не знайдено)/);
    expect(html).toContain('<footer');
  }
});

test('pages prerendered from the content keep being served', async ({ page, request }) => {
  for (const path of ['/', '/services/female/hair/colouring/air-touch/', '/ua/price/', '/blog/', '/employees/']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await page.goto('/services/female/hair/colouring/air-touch/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Air Touch' })).toBeVisible();
});

const feedPort = Number(process.env.E2E_PORT ?? 3100) + 2;

for (const mode of ['error', 'hang', 'reset'] as const) {
  test(`WordPress failing by ${mode}: prerendered pages stay, new ones are unavailable, unknown ones 404`, async ({
    request,
  }) => {
    await request.post(`http://127.0.0.1:${feedPort}/__mode`, { data: mode });
    expect((await request.get('/services/female/hair/')).status()).toBe(200);
    expect((await request.get('/ua/about/')).status()).toBe(200);
    expect((await request.get(fresh())).status()).toBe(503);
    expect((await request.get('/nope/')).status()).toBe(404);
  });
}
