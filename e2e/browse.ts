import { test as base } from '@playwright/test';
import { waitForHydration } from './site';

export * from '@playwright/test';

/**
 * Playwright's test, with a page that browses as a person does: after `goto` (waiting for
 * the load event, the default), it also waits until the page has become interactive before
 * the test clicks or types. Pages load the framework's scripts only after their first
 * screen is painted, which can be after the load event, and a click before that does
 * nothing (a person would tap again). A page (an HTML answer) that does not become
 * interactive within a few seconds is left to the test's own assertions. `waitUntil` of
 * 'commit' or 'domcontentloaded' returns at once, for tests of what comes before.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? 'load';
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (isPage && (waitUntil === 'load' || waitUntil === 'networkidle')) {
        await waitForHydration(page, { timeout: 5_000 }).catch(() => undefined);
      }
      return response;
    };
    await provide(page);
  },
});
