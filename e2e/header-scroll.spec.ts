/**
 * The header hides while a visitor scrolls down and comes back, solid, when they scroll up.
 * It must never take room it did not have: over a hero it lies over the page from the first
 * paint, so its states may change how it looks but never move the content (a link moving
 * under a finger as it is tapped). Chromium reports any such move as a layout shift. Hidden,
 * it comes back when a keyboard reaches one of its controls.
 */
import { expect, test } from './browse';
import { waitForHydration } from './site';

declare global {
  interface Window {
    __shifts?: number[];
  }
}

// A page under a hero (the home, a blog category) and one without (the price list).
for (const path of ['/', '/blog/hair/', '/price/']) {
  test(`${path}: scrolling down and back up moves nothing on the page`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__shifts!.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-state', 'scroll-down');
    await expect(header).not.toBeInViewport();
    // Hidden, it comes back for a keyboard that reaches one of its controls, even where the
    // browser does not scroll to the focus.
    const search = header.getByRole('button', { name: 'Search the site' });
    await search.evaluate((control: HTMLElement) => control.focus({ preventScroll: true }));
    await expect(search).toBeInViewport();
    await expect(header).toHaveAttribute('data-state', 'scroll-down');
    await search.blur();
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-state', 'scroll-up');
    await page.mouse.wheel(0, -5000);
    await expect(header).toHaveAttribute('data-state', /^initial/);
    expect(await page.evaluate(() => window.__shifts)).toEqual([]);
  });
}
