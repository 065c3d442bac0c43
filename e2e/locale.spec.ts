import { expect, test } from './browse';
import { siteUrl } from './site';

test('the ua locale is Ukrainian interface text over the English content', async ({ page }) => {
  const response = await page.goto('/ua/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await expect(nav.getByRole('button', { name: 'Про нас' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /головна сторінка/ })).toHaveAttribute('href', '/ua/');
  await expect(nav.getByRole('link', { name: 'Майстри' })).toHaveAttribute('href', '/ua/employees/');
  await expect(page.getByRole('contentinfo').getByTestId('work-hours')).toHaveText('Пн-Сб 09:30-20:00, Нд 10:00-18:00');
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
