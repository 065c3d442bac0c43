import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, with a page that browses as a person does: after `goto` (waiting for
 * the load event, the default), it also waits until the page has become interactive before
 * the test clicks or types. Pages load the framework's scripts only after their first
 * screen is painted, which can be after the load event, and a click before that does
 * nothing (a person would tap again). A page that does not become interactive within a few
 * seconds is left to the test's own assertions. `waitUntil` of 'commit' or
 * 'domcontentloaded' returns at once, for tests of what comes before.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? 'load';
      if (waitUntil === 'load' || waitUntil === 'networkidle') {
        await page
          .waitForFunction(
            () => {
              const header = document.querySelector('header[data-state]');
              return !header || header.getAttribute('data-state') !== 'initial';
            },
            undefined,
            { timeout: 5_000 },
          )
          .catch(() => undefined);
      }
      return response;
    };
    await provide(page);
  },
});
