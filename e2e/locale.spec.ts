import { expect, test } from './browse';
import { siteUrl } from './site';

test('the Ukrainian site is Ukrainian: its interface, its content and its metadata', async ({ page }) => {
  const response = await page.goto('/ua/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backstage Chelsea');
  await expect(page.getByRole('main')).toContainText('Жінкам');
  // The content is Ukrainian, so nothing inside the page is marked as English.
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'uk_UA');
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await expect(nav.getByRole('button', { name: 'Про нас' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /головна сторінка/ })).toHaveAttribute('href', '/ua/');
  await expect(nav.getByRole('link', { name: 'Майстри' })).toHaveAttribute('href', '/ua/employees/');
  await expect(page.getByRole('contentinfo').getByTestId('work-hours')).toHaveText('Пн–Сб 09:30–20:00, Нд 10:00–18:00');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/ua/`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${siteUrl}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', `${siteUrl}/ua/`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}/`);
});

test('the language switch moves between the locales on the same page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/ua\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown locale prefix is not a locale', async ({ request }) => {
  expect((await request.get('/de/')).status()).toBe(404);
});

test('Ukrainian text is drawn in the site faces, which come before any local fallback', async ({ page }) => {
  await page.goto('/ua/');
  // The metric-matched fallbacks are local Arial, which has Cyrillic: a fallback listed before
  // the Cyrillic face would draw Ukrainian text in Arial wherever Arial is installed.
  for (const selector of ['body', 'h1']) {
    const families = (await page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily)).split(',').map((family) => family.trim().replace(/^"|"$/g, ''));
    const cyrillic = families.findIndex((family) => /Cyrillic$/.test(family));
    const firstFallback = families.findIndex((family) => / Fallback$/.test(family));
    expect(cyrillic, `${selector}: ${families.join(', ')}`).toBeGreaterThan(0);
    expect(firstFallback, `${selector}: ${families.join(', ')}`).toBeGreaterThan(cyrillic);
  }
  const label = page.getByRole('navigation', { name: 'Головне меню' }).getByRole('button', { name: 'Про нас' });
  await label.evaluate((element) => element.setAttribute('data-font-probe', ''));
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  // The label's Cyrillic letters must be drawn by the site's Cyrillic face, never by a local
  // font. (Its space belongs to the preloaded Latin face, which is `display: optional`: on a
  // slow load the browser draws that one in the fallback for good, by design.) A face that
  // has just arrived is drawn on the next frame, so the reading is taken again until then.
  const letters = [...'Про нас'].filter((character) => /\p{Script=Cyrillic}/u.test(character)).length;
  const drawnByInter = async () => {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((font) => font.isCustomFont && font.familyName === 'Inter').reduce((sum, font) => sum + font.glyphCount, 0);
  };
  await expect.poll(drawnByInter).toBeGreaterThanOrEqual(letters);
});
