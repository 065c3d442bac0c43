import { expect, test } from './browse';
import { waitForHydration } from './site';

test('a visitor searches from the header and opens a result', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  // The button works once the page is interactive, however long that takes on a busy machine.
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'colouring' })).toBeVisible();
  await dialog.getByRole('searchbox').fill('air touch');
  const airTouch = dialog.getByRole('region', { name: 'Services' }).getByRole('link', { name: /^Air Touch/ }).first();
  await expect(airTouch).toBeVisible();
  // With its price and length, and one way to close: the browser's own clear cross is not drawn.
  await expect(airTouch).toContainText(/from £\d+ · \d+ h( \d+ min)?/);
  // No native search field, whose own clear cross would be a second way to close.
  await expect(dialog.locator('input[type="search"]')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(1);
  await expect(dialog.getByRole('region', { name: 'Articles' }).getByRole('link')).not.toHaveCount(0);
  await expect(dialog.getByRole('region', { name: 'Masters' }).getByRole('link')).not.toHaveCount(0);

  await dialog.getByRole('searchbox').fill('nail');
  const services = dialog.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('link')).toHaveCount(3);
  await services.getByRole('button', { name: /View all/ }).click();
  expect(await services.getByRole('link').count()).toBeGreaterThan(3);

  await dialog.getByRole('searchbox').fill('wet shave');
  await dialog.getByRole('link', { name: /Traditional Wet Shave/ }).click();
  await expect(page).toHaveURL(/\/services\/male\/beard\/wet-shave\/$/);
  await expect(dialog).toBeHidden();
});

test('closing the search resets it', async ({ page }) => {
  await page.goto('/price/');
  // The price list is the heaviest page to hydrate; a click before that does nothing, and a
  // second click while the panel is still loading would close it again.
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('searchbox').fill('balayage');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Search the site' }).click();
  await expect(dialog.getByRole('searchbox')).toHaveValue('');
});

for (const { site, query } of [
  { site: '/ua/', query: 'манікюр' },
  { site: '/ua/', query: 'манікюру гель' },
  { site: '/ua/', query: 'manicure' },
  { site: '/', query: 'манікюр' },
  { site: '/ua/', query: 'манікр' },
]) {
  test(`search on ${site} finds the manicures by "${query}", in the site's language`, async ({ page }) => {
    await page.goto(site);
    await waitForHydration(page);
    const ukrainian = site === '/ua/';
    const dialog = page.getByRole('dialog', { name: ukrainian ? 'Пошук' : 'Search' });
    await page.getByRole('banner').getByRole('button', { name: ukrainian ? 'Пошук по сайту' : 'Search the site' }).click();
    await dialog.getByRole('searchbox').fill(query);
    const services = dialog.getByRole('region', { name: ukrainian ? 'Послуги' : 'Services' });
    const first = services.getByRole('link').first();
    await expect(first).toContainText(ukrainian ? /манікюр/i : /manicure/i);
    await expect(first.locator('[lang]').first()).toHaveAttribute('lang', ukrainian ? 'uk' : 'en');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${ukrainian ? '/ua' : ''}/services/.*manicure`));
  });
}
