import { expect, test } from '../browse';
import { waitForHydration } from '../site';

// The booking page is drawn before the framework's scripts run (server/scripts-after-first-paint):
// a visitor reaches it as a new document with those scripts already in the browser's cache, and
// a cached script would otherwise run as soon as the parser meets it, before the first frame.

/**
 * Noted in the page's first frame, before it is painted: whether any of the framework's chunks
 * has run by then. Each chunk adds itself to `globalThis.TURBOPACK`, an array until the
 * framework's runtime (itself a chunk) replaces it.
 */
function noteChunksAtFirstFrame() {
  requestAnimationFrame(() => {
    const chunks = (globalThis as { TURBOPACK?: unknown }).TURBOPACK;
    (window as { chunksRanBeforeFirstFrame?: boolean }).chunksRanBeforeFirstFrame =
      chunks !== undefined && (!Array.isArray(chunks) || chunks.some((entry) => Array.isArray(entry)));
  });
}

for (const address of ['/book/', '/ua/book/?book=category%3Anails']) {
  test(`${address} is drawn before its cached scripts run, then comes alive within its policy`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    // Any page of the site first: its scripts are then in the browser's cache.
    await page.goto('/price/');
    await page.addInitScript(noteChunksAtFirstFrame);
    await page.goto(address);
    await expect.poll(() => page.evaluate(() => (window as { chunksRanBeforeFirstFrame?: boolean }).chunksRanBeforeFirstFrame)).toBe(false);
    // The step is there at that first frame, and the page comes alive after it.
    await expect(page.locator('#step')).toBeVisible();
    await waitForHydration(page);
    // A panel of the header opens (the menu, in either language).
    await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(refused).toEqual([]);
  });
}

test('a booking address that names nothing is the 404 page, drawn first, whose loader its policy allows', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  // The same 404 page, answered first at an address that is not the booking page's.
  expect((await page.goto('/no-such-page-for-the-policy/'))?.status()).toBe(404);
  const answer = await page.goto('/book/?book=service%3Ano-such-service');
  expect(answer?.status()).toBe(404);
  expect(await answer?.text()).toContain('data-after-paint');
  await waitForHydration(page);
  expect(refused).toEqual([]);
});
