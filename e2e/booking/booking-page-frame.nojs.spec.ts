/**
 * The booking page and the header without JavaScript: side margins on a phone, step headings
 * clear of the sticky header when jumped to by `#step`, a menu that opens and navigates, and
 * links where the header's script-only controls would do nothing.
 */
import { expect, test, type Page } from '../browse';

const phone = { width: 390, height: 844 };

/** The header's bottom edge on the screen (it is sticky at the top). */
async function headerBottom(page: Page) {
  const box = (await page.getByRole('banner').boundingBox())!;
  return box.y + box.height;
}

test('the booking page keeps the side margins on a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/book/?book=all');
  const edges = await page.locator('main').evaluate((main) => {
    const boxes = [...main.querySelectorAll('h1, h2, p, a, li, button, input')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    return {
      left: Math.min(...boxes.map((box) => box.left)),
      right: Math.max(...boxes.map((box) => box.right)),
      count: boxes.length,
    };
  });
  expect(edges.count).toBeGreaterThan(20);
  expect(edges.left).toBeGreaterThanOrEqual(16);
  expect(edges.right).toBeLessThanOrEqual(phone.width - 16);
});

for (const size of [phone, { width: 1280, height: 800 }]) {
  test(`a step's heading is clear of the sticky header after the #step jump (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    // The first step lists every service: long enough that the jump scrolls.
    await page.goto('/book/?book=all#step');
    const heading = page.getByRole('heading', { level: 2, name: 'Step 1 of 5: Service' });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = (await heading.boundingBox())!.y;
    // (To the pixel: the heading's box may start a fraction of one above a rounded edge.)
    expect(top).toBeGreaterThanOrEqual((await headerBottom(page)) - 1);
    // And not far below it: the jump lands the heading at the header's edge.
    expect(top - (await headerBottom(page))).toBeLessThan(24);
  });
}

for (const size of [phone, { width: 1280, height: 800 }]) {
  test(`the menu opens without scripts and navigates (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/book/');
    const banner = page.getByRole('banner');
    // The script-only controls are not drawn; the menu's burger is.
    await expect(banner.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Search the site' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'My account' })).toHaveCount(0);
    const menu = banner.getByRole('navigation', { name: 'Open the menu' });
    await expect(menu).toBeHidden();
    await banner.locator('summary').click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contacts' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/book/?mine');
    await menu.getByRole('link', { name: 'Price' }).click();
    await expect(page).toHaveURL(/\/price\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
