import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './site';

/** The floating Book button on a phone: the fixed control at the foot of the screen. */
const floating = (page: Page) => page.locator('[data-floating-book] [data-book]');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type Covered = { name: string; bottom: number };

/**
 * Waits until the button has taken its place after a scroll: the page's Book controls are seen
 * entering or leaving the screen at the next frames, and the button then slides in or out for
 * 0.2 s. Read during that slide, its box is somewhere on the way.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let index = 0; index < 3; index += 1) await frame();
    const slot = document.querySelector('[data-floating-book]');
    await Promise.all(slot?.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)) ?? []);
  });
}

/**
 * Which of these elements (named by index and text) the button, while shown, covers any part of
 * on screen at the current scroll.
 */
async function coveredBoxes(page: Page, button: Locator, targets: Locator): Promise<Covered[]> {
  await settle(page);
  if (!(await button.isVisible())) return [];
  const buttonBox = await button.boundingBox();
  // Replaced between the two readings (a Book link becomes a button once the panel's code is
  // here): read again.
  if (!buttonBox) return coveredBoxes(page, button, targets);
  const screenHeight = await page.evaluate(() => innerHeight);
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, text: element.textContent?.trim() ?? '' };
    }),
  );
  return boxes.flatMap((box, index) =>
    box.height > 0 && box.y < screenHeight && overlaps(box, buttonBox)
      ? [{ name: `#${index} ${box.text}`, bottom: box.y + box.height }]
      : [],
  );
}

const covered = async (page: Page, button: Locator, targets: Locator) =>
  (await coveredBoxes(page, button, targets)).map((entry) => entry.name);

test('@mobile the floating Book button steps aside while the page shows its own Book control', async ({ page }) => {
  await page.goto('/services/female/hair/colouring/air-touch/');
  await waitForHydration(page);
  // Book controls are links until the panel's code is here, then buttons in their place: the
  // button, so that no reading holds a link that has just been replaced.
  const own = page.getByRole('main').locator('button[data-book]').first();
  await expect(own).toBeAttached();
  await own.scrollIntoViewIfNeeded();
  await expect(own).toBeInViewport();
  await expect(floating(page)).toBeHidden();
  // Down the page, with no Book control of the page's own in view, it comes back.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('main').locator('[data-book]').first()).not.toBeInViewport();
  await expect(floating(page)).toBeVisible();
  await floating(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('@mobile at every scroll position of the price list, each price can be brought clear of the floating button', async ({ page }) => {
  await page.goto('/price/');
  await waitForHydration(page);
  // Measured once every direction is laid out, so that no row moves between two readings.
  await expect(page.locator('html[data-price-list-whole]')).toBeAttached();
  const prices = page.getByRole('main').locator('td:last-child');
  const count = await prices.count();
  expect(count).toBeGreaterThan(50);
  const button = floating(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (const share of [0, 0.25, 0.5, 0.75]) {
    await page.evaluate((y) => scrollTo(0, y), Math.round(height * share));
    // What the button covers at one position is brought clear by scrolling the page up past it.
    const boxes = await coveredBoxes(page, button, prices);
    if (boxes.length === 0) continue;
    const under = boxes.map((entry) => entry.name);
    // Scrolled by as much as brings the lowest covered cell's foot above the button: a row whose
    // name wraps over several lines is taller than any fixed step would allow for.
    const buttonTop = (await button.boundingBox())!.y;
    const lowest = Math.max(...boxes.map((entry) => entry.bottom));
    await page.evaluate((by) => scrollBy(0, by), Math.ceil(lowest - buttonTop) + 8);
    // Read once the page has settled after the scroll (rows laid out as they near the screen).
    await expect
      .poll(async () => (await covered(page, button, prices)).filter((text) => under.includes(text)), {
        message: `at ${share * 100}% of the page`,
      })
      .toEqual([]);
  }
  await page.evaluate((y) => scrollTo(0, y), Math.round(height / 2));
  await expect(button).toBeVisible();
  // At the very end the last rows, their prices and the footer's links lie above the button.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  expect(await covered(page, button, prices)).toEqual([]);
  expect(await covered(page, button, page.getByRole('contentinfo').getByRole('link'))).toEqual([]);
});

for (const path of ['/vacancies/senior-colourist/', '/ua/services/female/hair/colouring/air-touch/']) {
  test(`@mobile at the end of ${path} the floating button covers no link or button`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    const controls = page.locator('main a, main button, footer a, footer button');
    expect(await covered(page, floating(page), controls)).toEqual([]);
  });
}
