import { expect, test, type Locator, type Page } from './browse';
import { seriousViolations } from './axe';
import { waitForHydration } from './site';

async function openDropdown(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return panel;
}

async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Presses Tab (or Shift+Tab) more times than the dialog has controls; focus must never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', presses = 40) {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('the Salons dropdown lists the salon categories and leads to a salon; London opens its own site', async ({
  page,
}) => {
  const panel = await openDropdown(page, 'Salons');
  const london = panel.getByRole('link', { name: /London/ });
  await expect(london).toHaveAttribute('href', /^https:\/\//);
  await expect(london).toHaveAttribute('target', '_blank');
  await expect(panel.getByRole('link', { name: 'Chelsea', exact: true })).toHaveAttribute('href', '/salons/chelsea/');
  await panel.getByRole('link', { name: 'Backstage Chelsea' }).click();
  await expect(page).toHaveURL(/\/salons\/backstage-chelsea\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backstage Chelsea' })).toBeVisible();
  await expect(panel).toBeHidden();
});

test('the About dropdown has About and the blog by category, and leads to an article', async ({ page }) => {
  const panel = await openDropdown(page, 'About');
  await expect(panel.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about/');
  await expect(panel.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
  await expect(panel.getByRole('link', { name: 'Salon life' })).toHaveAttribute('href', '/blog/salon-life/');
  const article = panel.getByRole('link', { name: 'Balayage or Air Touch?' });
  const href = await article.getAttribute('href');
  expect(href).toMatch(/^\/blog\/hair\/[^/]+\/$/);
  await article.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Balayage');
});

test('the Services dropdown lists the services of directions without categories', async ({ page }) => {
  const panel = await openDropdown(page, 'Services');
  await expect(panel.getByRole('link', { name: 'Colouring' })).toHaveAttribute(
    'href',
    '/services/female/hair/colouring/',
  );
  await expect(panel.getByRole('link', { name: 'Signature Hydrating Facial' })).toHaveAttribute(
    'href',
    /^\/services\/female\/facial-treatments\/[^/]+\/$/,
  );
  await expect(panel.getByRole('link', { name: 'Traditional Wet Shave' })).toHaveAttribute(
    'href',
    '/services/male/beard/wet-shave/',
  );
});

test('a dropdown closes on Escape with focus back on its button, and when focus leaves it', async ({ page }) => {
  const panel = await openDropdown(page, 'Salons');
  const button = page.getByRole('button', { name: 'Salons', exact: true });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  // Tab through the panel's links and on past its end.
  const links = await panel.getByRole('link').count();
  for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
});

test('the full-screen menu on a desktop drills down to a service, and marks pages visited in this session', async ({
  page,
}) => {
  let menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Open Services' }).click();
  await menu.getByRole('button', { name: 'Open Women' }).click();
  await menu.getByRole('button', { name: 'Open Hair' }).click();
  await expect(menu.getByRole('link', { name: 'Hair', exact: true })).toBeFocused();
  const colouring = menu.getByRole('button', { name: 'Show Colouring' });
  await colouring.click();
  await expect(colouring).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Air Touch' }).click();
  await expect(page).toHaveURL(/\/services\/female\/hair\/colouring\/air-touch\/$/);
  await expect(menu).toBeHidden();

  // After a reload too: the visited pages are kept for the browser session.
  await page.reload();
  await waitForHydration(page);
  menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Open Services' }).click();
  await menu.getByRole('button', { name: 'Open Women' }).click();
  await menu.getByRole('button', { name: 'Open Hair' }).click();
  await menu.getByRole('button', { name: 'Show Colouring' }).click();
  await expect(menu.getByRole('link', { name: 'Air Touch (visited)' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Root Colour', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'Open Hair' })).toBeFocused();
});

test('the menu has the language switch', async ({ page }) => {
  const menu = await openMenu(page);
  await menu.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/ua\/$/);
});

test("the menu's Book online closes the menu and opens the booking panel, with focus inside it", async ({ page }) => {
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Book online' }).click();
  const panel = page.getByRole('dialog', { name: 'Book online' });
  await expect(panel).toBeVisible();
  await expect(menu).toBeHidden();
  await expect.poll(() => panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  expect(page.url()).not.toContain('book.backstage');
});

test('focus stays inside the open menu and returns to the burger after Escape', async ({ page }) => {
  // Eighty key presses, each followed by a look at the focus: slow on a busy machine.
  test.slow();
  const menu = await openMenu(page);
  await expectFocusTrapped(page, menu, 'Tab');
  await expectFocusTrapped(page, menu, 'Shift+Tab');
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', 'true');
});

test('focus stays inside the open search and returns to its button after Escape', async ({ page }) => {
  const button = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
  await button.click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search.getByRole('searchbox')).toBeFocused();
  await expectFocusTrapped(page, search, 'Tab', 20);
  await expectFocusTrapped(page, search, 'Shift+Tab', 20);
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(button).toBeFocused();
});

test('pages with a dropdown, the menu or the search open have no serious accessibility violations', async ({
  page,
}) => {
  // Three axe scans of a whole page, each a few seconds on a busy machine.
  test.slow();
  await openDropdown(page, 'Services');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Open Services' }).click();
  await menu.getByRole('button', { name: 'Open Women' }).click();
  const show = menu.getByRole('button', { name: 'Show Facial treatments' });
  await show.click();
  // The list fades in over 500 ms; contrast is judged once it has.
  const list = page.locator(`#${await show.getAttribute('aria-controls')}`);
  await expect.poll(() => list.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search).toBeVisible({ timeout: 10_000 });
  await search.getByRole('searchbox').fill('air');
  await expect(search.getByRole('region', { name: 'Services' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Ukrainian menu is accessible too, and its entries from the feed are in Ukrainian, marked so', async ({ page }) => {
  await page.goto('/ua/services/female/hair/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Відкрити меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await menu.getByRole('button', { name: /Відкрити розділ Послуги/ }).click();
  await expect(menu.getByRole('link', { name: 'Жінкам' }).locator('[lang="uk"]')).toHaveText('Жінкам');
  expect(await seriousViolations(page)).toEqual([]);
});
