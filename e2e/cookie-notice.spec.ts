import { expect, test } from './browse';
import { waitForHydration } from './site';

// A first visit: no acceptance cookie yet.
test.use({ storageState: { cookies: [], origins: [] } });

test('the cookie notice shows until it is accepted, then never again, also after a reload', async ({
  page,
  context,
  browser,
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

  // Accepted, it never comes back: in a later visit (the browser started again with the cookies
  // it keeps), once the page is interactive and the network is quiet (the notice's code would
  // have loaded), there is none. Not in this tab: its cache holds the router's prefetches, whose
  // background revalidations Chromium keeps pending, unsent, for half a minute, and the network
  // is not quiet until then.
  const later = await browser.newContext({ storageState: { cookies: await context.cookies(), origins: [] } });
  for (const path of ['/price/', '/blog/']) {
    const visit = await later.newPage();
    await visit.goto(path);
    await waitForHydration(visit);
    await visit.waitForLoadState('networkidle');
    await expect(visit.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  }
  await later.close();
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
