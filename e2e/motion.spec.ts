import { expect, test, type Page } from './browse';
import { waitForHydration } from './site';

/**
 * Waits until the motion would have started: the page's motion starts when the browser is
 * first idle (or after 2 s at the latest), from an idle callback asked for at hydration. One
 * asked for now, with a later deadline, runs after that one; then its code would have loaded.
 */
async function pastMotionStart(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_500 })));
  await page.waitForLoadState('networkidle');
}

const hiddenSections = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('main section')].filter((section) => section.style.opacity === '0')
        .length,
  );

test('on a wide screen, sections below the fold fade and rise in as they come into view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => hiddenSections(page)).toBeGreaterThan(0);
  const first = page.locator('main section[style*="opacity"]').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveCSS('opacity', '1');
  await expect(page.locator('[data-parallax]')).toHaveAttribute('style', /transform/);
});

test('at 1200 px or narrower there is no motion', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await pastMotionStart(page);
  expect(await hiddenSections(page)).toBe(0);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('[data-parallax]')).not.toHaveAttribute('style', /transform/);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('there is no motion, and dialogs close at once', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await pastMotionStart(page);
    expect(await hiddenSections(page)).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await expect(search).toBeVisible();
    // At once: gone by the first frame after the key press, with no closing animation to
    // wait for. Watched from before the page's own handler (capture phase on the document).
    await page.evaluate(() => {
      const watched = window as unknown as { goneAtOnce?: Promise<boolean> };
      watched.goneAtOnce = new Promise<boolean>((resolve) => {
        const check = () => requestAnimationFrame(() => resolve(!document.querySelector('[role="dialog"]')));
        document.addEventListener('keydown', check, { once: true, capture: true });
      });
    });
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { goneAtOnce?: Promise<boolean> }).goneAtOnce)).toBe(true);
  });
});

test('the server never sends content hidden for an animation', async ({ request }) => {
  for (const path of ['/', '/services/female/hair/', '/blog/']) {
    // The markup, without the stylesheets written into the page and the framework's copy of
    // them in its payload: their keyframes start menus and panels from opacity 0 when they
    // open, which hides nothing the server sends.
    const markup = (await (await request.get(path)).text()).replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '');
    expect(markup).toContain('<main');
    expect(markup).not.toMatch(/opacity:\s*0[;"]/);
  }
});
