/**
 * The web fonts as the site cuts them (scripts/fonts/subsets.mjs).
 *
 * The headings' serif is one file fixed at one weight. Text that asked the serif for another
 * weight would be drawn in a weight the file does not have: a lighter one as the file's own,
 * a bolder one thickened by the browser itself. So every text the site draws in the serif, on
 * each kind of page and in its menus and panels, asks for it.
 *
 * Each family's Latin is two files: the characters English text draws, which every page
 * preloads, and the rest, which a page fetches only when it draws one of them, drawing it in
 * the site's face all the same.
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

/** Each web font face of the page (by family) and whether it is unloaded, loading or loaded. */
function fontStatus(page: Page): Promise<Record<string, FontFaceLoadStatus>> {
  return page.evaluate(() => Object.fromEntries([...document.fonts].map((face) => [face.family, face.status])));
}

const pages = [
  '/',
  '/ua/',
  '/price/',
  '/employees/',
  '/employees/amelia-hart/',
  '/services/female/hair/',
  '/blog/',
  '/blog/hair/colour-care-in-londons-hard-water/',
  '/salons/',
  '/no-such-page/',
  '/book/',
];

for (const path of pages) {
  test(`${path}: the serif is drawn at its one weight, and no rest of Latin is fetched`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await serifAtOtherWeights(page)).toEqual([]);
    // The interface and the content draw only what the preloaded Latin files hold.
    await page.evaluate(() => document.fonts.ready);
    expect(await fontStatus(page)).toMatchObject({ sansLatinRest: 'unloaded', serifLatinRest: 'unloaded' });
  });
}

test('the menus and the booking panel draw the serif at its one weight', async ({ page }) => {
  await page.goto('/services/female/hair/colouring/root-colour/');
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

test('the rest of Latin is fetched only by a page that draws one of its characters', async ({ page }) => {
  await page.goto('/price/');
  const status = () => fontStatus(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await status()).toMatchObject({ sansLatinRest: 'unloaded', serifLatinRest: 'unloaded' });

  // An editor's text with a half and a degree sign, in a heading (the serif) and in a paragraph.
  const heading = page.locator('h1').first();
  const paragraph = page.locator('main p').first();
  for (const text of [heading, paragraph])
    await text.evaluate((element) => {
      const rest = document.createElement('span');
      rest.dataset.rest = '';
      rest.textContent = '½°';
      element.append(' ', rest);
    });
  await expect.poll(status).toMatchObject({ sansLatinRest: 'loaded', serifLatinRest: 'loaded' });

  // Both characters are drawn in a web font, none in a system font. (Only they: the text around
  // them is the preloaded face's, which a cold load on a slow line may leave to its fallback.)
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  await cdp.send('CSS.enable');
  for (const selector of ['h1 [data-rest]', 'main p [data-rest]']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.filter((font) => !font.isCustomFont), selector).toEqual([]);
    expect(fonts.reduce((sum, font) => sum + font.glyphCount, 0), selector).toBe(2);
  }
});
