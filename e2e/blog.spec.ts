import { expect, test, type Page } from './browse';
import { siteUrl } from './site';

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === type);
}

/** The article cards: list links that hold a heading (breadcrumb links hold none). */
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link').filter({ has: page.getByRole('heading') });

test('the blog lists every article newest first under its hero', async ({ page }) => {
  const response = await page.goto('/blog/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/blog/`);
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).first()).toHaveAttribute('href', '/blog/salon-life/our-charity-haircut-day/');
  await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
});

test('a card opens its article with its title, date, JSON-LD and related reading', async ({ page }) => {
  await page.goto('/blog/');
  await cards(page).filter({ hasText: 'Autumn nail trends for 2026' }).click();
  await expect(page).toHaveURL(/\/blog\/nails-beauty\/autumn-nail-trends-2026\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Autumn\s+nail trends\s+for 2026/);
  const date = page.getByRole('article').locator('time').first();
  await expect(date).toHaveText('14/09/2026');
  await expect(date).toHaveAttribute('datetime', '2026-09-14');
  await expect(page).toHaveTitle('Autumn nail trends for 2026 | Nails & beauty | Backstage');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/blog/nails-beauty/autumn-nail-trends-2026/`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  const article = await jsonLd(page, 'Article');
  expect(article.headline).toBe('Autumn nail trends for 2026');
  expect(article.datePublished).toBe('2026-09-14');
  expect(article.author).toEqual({
    '@type': 'Person',
    '@id': `${siteUrl}/employees/hannah-oconnell/#person`,
    name: 'Hannah O’Connell',
    url: `${siteUrl}/employees/hannah-oconnell/`,
  });
  expect(article.image).toBe(`${siteUrl}/images/articles/autumn-nail-trends-2026.webp`);
  expect(article.publisher).toEqual({ '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: 'Backstage' });
  expect(article.mainEntityOfPage['@id']).toBe(`${siteUrl}/blog/nails-beauty/autumn-nail-trends-2026/`);

  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  await expect(trail).toHaveText(['Home', 'Blog', 'Nails & beauty', 'Autumn nail trends for 2026']);
  const breadcrumbs = await jsonLd(page, 'BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', 'Nails & beauty', 'Autumn nail trends for 2026']);

  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
  await expect(related).toHaveCount(3);
  await expect(related.first()).toHaveAttribute('href', /^\/blog\/nails-beauty\//);
  await expect(related.filter({ hasText: 'Autumn nail trends' })).toHaveCount(0);
});

test('an article written with a space in its date shows it day/month/year', async ({ page }) => {
  await page.goto('/blog/hair/a-simple-mens-grooming-routine/');
  await expect(page.getByRole('article').locator('time').first()).toHaveText('02/06/2026');
});

test('a category page lists only its own articles', async ({ page }) => {
  const response = await page.goto('/blog/hair/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hair');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/blog/hair/`);
  await expect(cards(page)).toHaveCount(4);
  for (const href of await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/blog\/hair\/[a-z0-9-]+\/$/);
  }
  const nav = page.getByRole('navigation', { name: 'Blog categories' });
  await expect(nav.getByRole('link', { name: 'Hair' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Salon life' }).click();
  await expect(page).toHaveURL(/\/blog\/salon-life\/$/);
  await expect(cards(page)).toHaveCount(2);
});

test('the Ukrainian blog answers under /ua/, in Ukrainian, at the same address', async ({ page }) => {
  const response = await page.goto('/ua/blog/hair/balayage-or-air-touch/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/ua/blog/hair/balayage-or-air-touch/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Балаяж\s+чи\s+Air Touch\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'uk');
  const trail = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' }).getByRole('listitem');
  await expect(trail).toHaveText(['Головна', 'Блог', 'Волосся', 'Балаяж чи Air Touch?']);
  await expect(trail.getByRole('link', { name: 'Блог' })).toHaveAttribute('href', '/ua/blog/');
});

test.describe('wrong blog addresses are 404s', () => {
  for (const path of ['/blog/no-such-category/', '/blog/hair/no-such-article/', '/blog/salon-life/colour-care-in-londons-hard-water/']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    });
  }
});
