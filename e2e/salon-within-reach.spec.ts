import { expect, test } from '@playwright/test';
import { waitForHydration } from './site';

test('@mobile on a phone the header is search, a call to the salon and the menu, each a 44 px target 8 px apart', async ({ page }) => {
  await page.goto('/contacts/');
  // The header's controls, and those inside the wrappers that keep script-only ones from a page without scripts.
  const controls = page
    .getByRole('banner')
    .locator('[class*="controls"] > *, [class*="controls"] > [class*="scriptOnly"] > *');
  const boxes = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  expect(boxes.length).toBe(3);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index]!.x - (boxes[index - 1]!.x + boxes[index - 1]!.width)).toBeGreaterThanOrEqual(8);
  }
  const call = page.getByRole('banner').getByRole('link', { name: /^Call the salon/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d{10,}$/);
  // The same number the contacts page gives.
  const listed = await page.getByRole('main').locator('a[href^="tel:"]').first().getAttribute('href');
  await expect(call).toHaveAttribute('href', listed!);
});

test('@mobile the menu holds the account and the callback form the header leaves out on a phone', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Request a callback' }).click();
  const callback = page.getByRole('dialog', { name: 'Request a callback' });
  await expect(callback).toBeVisible();
  await expect(callback.getByRole('link', { name: /^\+?[\d ()-]{10,}$/ })).toHaveAttribute('href', /^tel:/);
});

test('the main menu leads to Contacts; Vacancies sit under About', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts/');
  await expect(nav.getByRole('link', { name: 'Vacancies', exact: true })).toHaveCount(0);
  await waitForHydration(page);
  await nav.getByRole('button', { name: 'About' }).click();
  await expect(nav.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/vacancies/');
});
