import type { Locator, Page } from '@playwright/test';
import { expect, test } from './browse';
import { waitForHydration } from './site';

// A control tapped as soon as it is painted does what it says once the page is interactive:
// the framework's scripts are held back by the test, so every tap lands before hydration.
// A Book control is not held: until the booking panel's code is here it is a link to the
// site's own booking page, which works at first paint, so the tap goes there at once.

/** Holds every framework chunk until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until whatever a replayed tap sets off has happened: the scripts it needs have
 * loaded (the network is quiet) and the page has drawn a frame since.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

type Case = {
  control: string;
  path: string;
  /** The control as the server draws it. */
  find: (page: Page) => Locator;
  /** What the tap opens, and how to tell it opened on the right thing. */
  opens: (page: Page) => Locator;
  opened: (panel: Locator) => Promise<void>;
};

const banner = (page: Page) => page.getByRole('banner');

const cases: Case[] = [
  {
    control: 'the burger on /',
    path: '/',
    find: (page) => banner(page).getByRole('button', { name: 'Open the menu' }),
    opens: (page) => page.getByRole('dialog', { name: 'Menu' }),
    opened: (panel) => expect(panel.getByRole('link').first()).toBeVisible(),
  },
  {
    control: 'search on /price/',
    path: '/price/',
    find: (page) => banner(page).getByRole('button', { name: 'Search the site' }),
    opens: (page) => page.getByRole('dialog', { name: 'Search' }),
    opened: (panel) => expect(panel.getByRole('searchbox').or(panel.getByRole('combobox'))).toBeVisible(),
  },
  {
    control: "the header's callback control on /",
    path: '/',
    find: (page) => banner(page).getByRole('button', { name: 'Request a callback' }),
    opens: (page) => page.getByRole('dialog', { name: 'Request a callback' }),
    opened: (panel) => expect(panel.getByRole('textbox').first()).toBeVisible(),
  },
  {
    control: 'the account control on /',
    path: '/',
    find: (page) => banner(page).getByRole('button', { name: 'My account' }),
    opens: (page) => page.getByRole('dialog', { name: 'My account' }),
    opened: (panel) => expect(panel.getByRole('textbox').or(panel.getByRole('button')).first()).toBeVisible(),
  },
];

for (const { control, path, find, opens, opened } of cases) {
  test(`${control}, tapped at first paint, opens once the scripts arrive, with focus inside`, async ({
    page,
    context,
  }) => {
    const release = await holdScripts(page);
    const newTabs: string[] = [];
    context.on('page', (tab) => newTabs.push(tab.url()));
    await page.goto(path, { waitUntil: 'commit' });
    const target = find(page);
    await target.click();
    // Nothing has run yet: the page is still the server's.
    expect(await page.locator('header').getAttribute('data-state')).toBe('initial');
    release();
    await waitForHydration(page);

    const panel = opens(page);
    await expect(panel).toBeVisible();
    await opened(panel);
    await expect.poll(() => panel.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    // Once, and only here: one panel, no new tab, and it stays open.
    await settled(page);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(panel).toBeVisible();
    expect(newTabs).toEqual([]);
    // Closing it gives focus back to the control, as after any other opening.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-early-tap]') !== null))
      .toBe(true);
  });
}

test('only the last of several early taps is replayed', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await banner(page).getByRole('button', { name: 'Open the menu' }).click();
  await banner(page).getByRole('button', { name: 'Search the site' }).click();
  release();
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

for (const { locale, prefix, step, visit } of [
  { locale: 'en', prefix: '', step: 'Step 2 of 5: Master', visit: 'Your visit' },
  { locale: 'uk', prefix: '/ua', step: 'Крок 2 з 5: Майстер', visit: 'Ваш візит' },
]) {
  test(`"Book this service", tapped before the scripts run, lands on the booking page's step with the service (${locale})`, async ({
    page,
    context,
  }) => {
    // The scripts never come: the booking page must work as the server sends it.
    await holdScripts(page);
    const newTabs: string[] = [];
    context.on('page', (tab) => newTabs.push(tab.url()));
    await page.goto(`${prefix}/services/female/hair/colouring/root-colour/`, { waitUntil: 'commit' });
    const book = page.getByRole('main').locator('a[data-book]');
    await expect(book).not.toHaveAttribute('data-early-tap');
    await book.click();

    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
    const landed = new URL(page.url());
    expect([landed.pathname, landed.searchParams.get('book')]).toEqual([`${prefix}/book/`, 'service:root-colour']);
    await expect(page.getByRole('list', { name: visit })).toContainText('Root Colour');
    await expect(page.locator('#step ~ div a[href]').first()).toBeVisible();
    expect(newTabs).toEqual([]);
  });
}

test('the booking page a Book tap at first paint leads to, once its scripts run, shows its own step and no panel over it', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/services/female/hair/colouring/root-colour/', { waitUntil: 'commit' });
  await page.getByRole('main').locator('a[data-book]').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 5: Master' })).toBeVisible();
  release();
  await waitForHydration(page);
  await settled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 5: Master' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('book')).toBe('service:root-colour');
});

test('the burger, tapped at first paint on a phone, opens the menu @mobile', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await banner(page).getByRole('button', { name: 'Open the menu' }).tap();
  release();
  await waitForHydration(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
});
