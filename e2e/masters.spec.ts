import { expect, test, type Page } from './browse';
import employees from '../content/employees.json';
import { seriousViolations } from './axe';
import { siteUrl } from './site';

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === type);
}

const archived = employees.find((employee) => employee.acf.archive);
const hidden = employees.find((employee) => !employee.acf.public && !employee.acf.archive);

test('the masters page lists the team as cards with their stars', async ({ page }) => {
  const response = await page.goto('/employees/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our masters');
  const team = page.getByRole('region', { name: 'Meet the team' });
  await expect(team.getByRole('link')).toHaveCount(12);
  const amelia = team.getByRole('link', { name: /Amelia Hart/ });
  await expect(amelia).toHaveAttribute('href', '/employees/amelia-hart/');
  await expect(amelia).toContainText('Senior colourist');
  await expect(amelia).toContainText('Rated 4.8 out of 5');
  await expect(team.getByRole('link', { name: /Daniel Okafor/ })).toContainText('Not rated yet');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/employees/`);
  for (const gone of [archived, hidden]) {
    if (gone) await expect(team.getByRole('link', { name: gone.title.rendered })).toHaveCount(0);
  }
});

test('a card opens the master page with the skills grouped and a way to book with them', async ({ page }) => {
  await page.goto('/employees/');
  await page
    .getByRole('region', { name: 'Meet the team' })
    .getByRole('link', { name: /Amelia Hart/ })
    .click();
  await expect(page).toHaveURL(/\/employees\/amelia-hart\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amelia Hart');
  await expect(page.getByText('Rated 4.8 out of 5 from 5 reviews').first()).toBeAttached();

  const skills = page.getByRole('region', { name: 'Skills' });
  await expect(skills.getByRole('heading', { level: 3 })).toHaveText(['Colouring', 'Hair care']);
  await expect(skills.getByRole('listitem')).toHaveText([
    'Air Touch',
    'Balayage',
    'Colour correction',
    'Toning & gloss',
    'Olaplex bond repair',
  ]);

  await page.getByRole('button', { name: 'Book with Amelia Hart' }).click();
  const site = page.getByRole('dialog', { name: 'Book online' }).getByRole('link', { name: /Open the booking site/ });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('href', /[?&]master=amelia-hart/);
  await page.keyboard.press('Escape');

  await expect(
    page.getByRole('region', { name: /Where Amelia Hart works/ }).getByRole('link', { name: 'Backstage Chelsea' }),
  ).toHaveAttribute('href', '/salons/backstage-chelsea/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
    'Home',
    'Masters',
    'Amelia Hart',
  ]);
});

test('a master page has its title, description, canonical and structured data', async ({ page }) => {
  await page.goto('/employees/amelia-hart/');
  const canonical = `${siteUrl}/employees/amelia-hart/`;
  await expect(page).toHaveTitle('Amelia Hart, Senior colourist in Chelsea | Backstage');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Amelia trained in Bristol[^.]*\.$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/social-card\/images\/masters\/amelia-hart\.webp\.jpg$/);

  const person = await jsonLd(page, 'Person');
  expect(person.name).toBe('Amelia Hart');
  expect(person.jobTitle).toBe('Senior colourist');
  expect(person.image).toMatch(/amelia-hart\.webp$/);
  expect(person.worksFor).toEqual({ '@type': 'BeautySalon', '@id': `${siteUrl}/salons/backstage-chelsea/#salon`, name: 'Backstage Chelsea' });
  const breadcrumbs = await jsonLd(page, 'BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Masters',
    'Amelia Hart',
  ]);
  expect(breadcrumbs.itemListElement[2].item).toBe(canonical);
});

test('the Ukrainian master page is translated and canonical under /ua/', async ({ page }) => {
  await page.goto('/ua/employees/amelia-hart/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Амелія Гарт');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('button', { name: /Записатися до майстра Амелія Гарт/ })).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/ua/employees/amelia-hart/`);
});

test.describe('masters that are not shown are 404s', () => {
  test('the bundled content has an archived and a non-public master', () => {
    expect(archived?.slug).toBeTruthy();
    expect(hidden?.slug).toBeTruthy();
  });

  for (const path of [`/employees/${archived?.slug}/`, `/employees/${hidden?.slug}/`, '/employees/no-such-master/']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    });
  }
});

test('a master page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/employees/amelia-hart/');
  expect(await seriousViolations(page)).toEqual([]);
});

test('@mobile the masters grid has two columns on a phone', async ({ page }) => {
  await page.goto('/employees/');
  const cards = page.getByRole('region', { name: 'Meet the team' }).getByRole('link');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  const third = await cards.nth(2).boundingBox();
  expect(first && second && third).toBeTruthy();
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(third!.y).toBeGreaterThan(first!.y + first!.height - 1);
});
