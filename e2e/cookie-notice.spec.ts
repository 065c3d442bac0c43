import { expect, test } from './browse';
import { waitForHydration } from './site';

// A first visit: no acceptance cookie yet.
test.use({ storageState: { cookies: [], origins: [] } });

test('the cookie notice shows until it is accepted, then never again, also after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())?.width).toBe(422);
  await expect(notice.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/policy/');

  await page.goto('/price/');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);

  const cookie = (await context.cookies()).find((c) => c.name === 'cookiesAccepted');
  expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // Accepted, it never comes back: once the page is interactive and the network is quiet
  // (the notice's code would have loaded), there is none.
  for (const path of ['/price/', '/blog/']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);
  }
});

test('the notice is never in the server HTML, so pages stay the same for everyone', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('aria-label="Cookie notice"');
});

test('the Ukrainian notice is in Ukrainian', async ({ page }) => {
  await page.goto('/ua/');
  const notice = page.getByRole('region', { name: 'Повідомлення про файли cookie' });
  await expect(notice.getByRole('button', { name: 'Прийняти' })).toBeVisible();
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/ua/policy/');
});

test('@mobile the notice spans the phone screen', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())?.width).toBe(page.viewportSize()!.width);
});
