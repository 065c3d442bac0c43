import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './browse';
import { siteUrl } from './site';

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === type);
}

test.describe('every plain route answers 200 with its heading, title and canonical', () => {
  for (const path of ['/', '/about/', '/blog/', '/charity/', '/contacts/', '/employees/', '/policy/', '/price/', '/salons/', '/vacancies/']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page).toHaveTitle(/Backstage/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${siteUrl}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    });
  }

  test('/404 is the not-found page', async ({ page }) => {
    const response = await page.goto('/404/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
  });
});

test('the contacts page shows how to reach the salon', async ({ page }) => {
  await page.goto('/contacts/');
  const details = page.getByRole('region', { name: 'Find us' });
  await expect(details.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
  await expect(details).toContainText("118 King's Road");
  await expect(details).toContainText('Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM');
  await expect(details.getByRole('link', { name: /Open the map/ })).toHaveAttribute('href', /openstreetmap\.org/);
  expect((await jsonLd(page, 'BeautySalon')).telephone).toBe('+44 20 7946 0958');
});

test('the policy, about and charity pages carry their content', async ({ page }) => {
  await page.goto('/policy/');
  await expect(page.getByRole('main')).toContainText(/UK GDPR/);
  await page.goto('/about/');
  await expect(page.getByRole('main').locator('.rich-text').first()).not.toBeEmpty();
  await page.goto('/charity/');
  await expect(page.getByRole('main').locator('.rich-text').first()).not.toBeEmpty();
});

test('a visitor reaches a salon from the salons page, and the london category opens its own site', async ({ page }) => {
  await page.goto('/salons/');
  const london = page.getByRole('navigation', { name: 'Salon locations' }).getByRole('link', { name: /London/ });
  await expect(london).toHaveAttribute('target', '_blank');
  await expect(london).toHaveAttribute('href', /^https:\/\//);
  await page.getByRole('main').getByRole('link', { name: /^Backstage Chelsea/ }).first().click();
  await expect(page).toHaveURL(/\/salons\/backstage-chelsea\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backstage Chelsea' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What you can book here' }).getByRole('link', { name: 'Hair' }).first()).toHaveAttribute('href', '/services/backstage-chelsea/female/hair/');
  await expect(page.getByRole('region', { name: 'Masters at this salon' }).locator('a[href^="/employees/"]')).toHaveCount(12);
  expect((await jsonLd(page, 'BeautySalon')).name).toBe('Backstage Chelsea');
});

test('a salon in its category shows the salon with the short address as canonical', async ({ page }) => {
  expect((await page.goto('/salons/chelsea/'))?.status()).toBe(200);
  await page.getByRole('main').getByRole('link', { name: /^Backstage Chelsea/ }).click();
  await expect(page).toHaveURL(/\/salons\/backstage-chelsea\/$/);
  expect((await page.goto('/salons/chelsea/backstage-chelsea/'))?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/salons/backstage-chelsea/`);
});

test('a visitor reaches a vacancy from the list and can apply', async ({ page }) => {
  await page.goto('/vacancies/');
  await expect(page.locator('main a[href^="/vacancies/"]:not([href="/vacancies/"])')).toHaveCount(4);
  await page.getByRole('link', { name: /^Senior Colourist/ }).click();
  await expect(page).toHaveURL(/\/vacancies\/senior-colourist\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Colourist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply by email' })).toHaveAttribute('href', /^mailto:careers@/);
  await expect(page.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const posting = await jsonLd(page, 'JobPosting');
  expect(posting.title).toBe('Senior Colourist');
  expect(posting.baseSalary.currency).toBe('GBP');
});

test.describe('a wrong slug is a 404 with the not-found content', () => {
  for (const path of ['/salons/no-such-salon/', '/salons/chelsea/no-such-salon/', '/salons/backstage-chelsea/backstage-chelsea/', '/vacancies/no-such-job/', '/about/extra/']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
      await expect(page.getByRole('main').getByRole('img')).toBeVisible();
    });
  }
});

test.describe('no serious or critical accessibility violations', () => {
  for (const path of [
    '/',
    '/about/',
    '/contacts/',
    '/services/female/hair/',
    '/services/female/hair/colouring/air-touch/',
    '/price/',
    '/salons/',
    '/salons/backstage-chelsea/',
    '/vacancies/',
    '/vacancies/senior-colourist/',
    '/employees/',
    '/employees/amelia-hart/',
    '/blog/',
    '/blog/hair/',
    '/blog/hair/balayage-or-air-touch/',
    '/price/female/',
    '/salons/chelsea/',
    '/policy/',
    '/ua/',
    '/no-such-page/',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    });
  }
});
