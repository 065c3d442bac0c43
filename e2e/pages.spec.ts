import { seriousViolations } from './axe';
import { expect, test, type Page } from './browse';
import { hours, siteUrl } from './site';

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text)['@graph'] ?? [JSON.parse(text)]).find((data) => data['@type'] === type);
}

// Pages of one kind are walked in one browser page, each a step of its own: a fresh page and
// context per address would cost more than the check, and a soft assertion still reports
// every address that fails, not only the first. Each address keeps the hang guard a test of
// its own had (the configured 90 s), however busy the machine.
const guardFor = (paths: readonly string[]) => test.setTimeout(paths.length * 90_000);
test('every plain route answers 200 with its heading, title and canonical', async ({ page }) => {
  const paths = [
    '/',
    '/about/',
    '/blog/',
    '/charity/',
    '/contacts/',
    '/employees/',
    '/policy/',
    '/price/',
    '/salons/',
    '/vacancies/',
  ];
  guardFor(paths);
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
      await expect.soft(page, path).toHaveTitle(/Backstage/);
      await expect.soft(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${siteUrl}${path}`);
      await expect.soft(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', `${siteUrl}${path}`);
      await expect.soft(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{40,}/);
    });
  }
});

test('/404 is the not-found page', async ({ page }) => {
  const response = await page.goto('/404/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
});

test('the contacts page shows how to reach the salon', async ({ page }) => {
  await page.goto('/contacts/');
  const details = page.getByRole('region', { name: 'Find us' });
  await expect(details.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
  await expect(details).toContainText("118 King's Road");
  await expect(details).toContainText(hours);
  await expect(details.getByRole('link', { name: /Open the map/ })).toHaveAttribute('href', /openstreetmap\.org/);
  // Directions to the address, and the nearest stations and stops.
  await expect(details.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("118 King's Road, Chelsea, London SW3 4TR")}`,
  );
  await expect(details.getByRole('definition').filter({ hasText: 'Sloane Square station' })).toContainText('District and Circle lines');
  expect((await jsonLd(page, 'BeautySalon')).telephone).toBe('+44 20 7946 0958');
});

test('the Ukrainian contacts page says how to get there in Ukrainian', async ({ page }) => {
  await page.goto('/ua/contacts/');
  const details = page.getByRole('region', { name: 'Як нас знайти' });
  await expect(details.getByRole('link', { name: /Прокласти маршрут/ })).toHaveAttribute('href', /google\.com\/maps\/dir\//);
  await expect(details.getByRole('definition').filter({ hasText: 'Станція Слоун-сквер' })).toContainText('10 хвилин пішки');
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
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Backstage Chelsea/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/salons\/backstage-chelsea\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backstage Chelsea' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What you can book here' }).getByRole('link', { name: 'Hair' }).first(),
  ).toHaveAttribute('href', '/services/female/hair/');
  await expect(
    page.getByRole('region', { name: 'Masters at this salon' }).locator('a[href^="/employees/"]'),
  ).toHaveCount(12);
  expect((await jsonLd(page, 'BeautySalon')).name).toBe('Backstage Chelsea');
});

test('a salon in its category shows the salon with the short address as canonical', async ({ page }) => {
  expect((await page.goto('/salons/chelsea/'))?.status()).toBe(200);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Backstage Chelsea/ })
    .click();
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

test('a wrong slug is a 404 with the not-found content', async ({ page }) => {
  const paths = [
    '/salons/no-such-salon/',
    '/salons/chelsea/no-such-salon/',
    '/salons/backstage-chelsea/backstage-chelsea/',
    '/vacancies/no-such-job/',
    '/about/extra/',
  ];
  guardFor(paths);
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(404);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toContainText('This page could not be found');
      await expect.soft(page.getByRole('main').getByRole('img'), path).toBeVisible();
    });
  }
});

// In groups of pages, so the two workers share them; each page is analysed on its own. The
// Ukrainian templates have a group of their own: their content is Ukrainian, the brand English.
const axePages = [
  ['/', '/about/', '/contacts/', '/services/female/hair/', '/services/female/hair/colouring/air-touch/'],
  ['/price/', '/salons/', '/salons/backstage-chelsea/', '/vacancies/', '/vacancies/senior-colourist/'],
  ['/employees/', '/employees/amelia-hart/', '/blog/', '/blog/hair/', '/blog/hair/balayage-or-air-touch/'],
  ['/price/female/', '/salons/chelsea/', '/policy/', '/ua/', '/no-such-page/'],
  ['/ua/services/female/hair/colouring/air-touch/', '/ua/price/female/', '/ua/employees/amelia-hart/', '/ua/blog/hair/balayage-or-air-touch/', '/ua/salons/backstage-chelsea/'],
];

for (const paths of axePages) {
  test(`no serious or critical accessibility violations on ${paths.join(' ')}`, async ({ page }) => {
    guardFor(paths);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        expect.soft(await seriousViolations(page), path).toEqual([]);
      });
    }
  });
}
