/**
 * The headings' serif is one file fixed at one weight (scripts/fonts/subsets.mjs). Text that
 * asked the serif for another weight would be drawn in a weight the file does not have: a
 * lighter one as the file's own, a bolder one thickened by the browser itself. So every text
 * the site draws in the serif, on each kind of page and in its menus and panels, asks for it.
 */
import { expect, test, type Page } from './browse';
import { waitForHydration } from './site';
import { serifWeight } from '../scripts/fonts/subsets.mjs';

/** Each text drawn in the serif at another weight than the file's, with where it is. */
function serifAtOtherWeights(page: Page): Promise<string[]> {
  return page.evaluate((weight) => {
    const probe = document.createElement('span');
    probe.style.fontFamily = 'var(--font-serif)';
    document.body.append(probe);
    const serif = getComputedStyle(probe).fontFamily;
    probe.remove();
    const wrong: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const text = texts.currentNode.textContent?.trim();
      const element = texts.currentNode.parentElement;
      if (!text || !element || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      if (style.fontFamily === serif && style.fontWeight !== String(weight)) {
        wrong.push(`${style.fontWeight} ${element.tagName.toLowerCase()}.${element.className} "${text.slice(0, 40)}"`);
      }
    }
    return wrong;
  }, serifWeight);
}

const pages = [
  '/',
  '/ua/',
  '/price/',
  '/employees/',
  '/employees/amelia-hart/',
  '/services/backstage-chelsea/female/hair/',
  '/blog/',
  '/blog/hair/colour-care-in-londons-hard-water/',
  '/salons/',
  '/no-such-page/',
];

for (const path of pages) {
  test(`${path}: the serif is drawn at its one weight`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await serifAtOtherWeights(page)).toEqual([]);
  });
}

test('the menus and the booking panel draw the serif at its one weight', async ({ page }) => {
  await page.goto('/services/backstage-chelsea/female/hair/colouring/root-colour/');
  await waitForHydration(page);

  const services = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Services', exact: true });
  await services.click();
  await expect(page.locator(`#${await services.getAttribute('aria-controls')}`)).toBeVisible();
  expect(await serifAtOtherWeights(page), 'the Services dropdown').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Open Services' }).click();
  await expect(menu.getByRole('button', { name: 'Open Women' })).toBeVisible();
  expect(await serifAtOtherWeights(page), 'the menu').toEqual([]);
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Book this service' }).click();
  const panel = page.getByRole('dialog', { name: 'Book online' });
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();
  await expect(panel.getByRole('radiogroup', { name: /Free times on/ })).toBeVisible();
  expect(await serifAtOtherWeights(page), 'the booking panel').toEqual([]);
});
