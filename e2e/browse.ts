import { test as base } from '@playwright/test';
import { waitForHydration } from './site';

export * from '@playwright/test';

/** Whether the page loads the framework's scripts at all (an HTML file served as it is does not). */
const runsTheSiteScripts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.querySelector('script[src*="/_next/"]') !== null).catch(() => false);

/**
 * Playwright's test, with a page that browses as a person does: after `goto` (waiting for
 * the load event, the default), it also waits until the page has become interactive before
 * the test clicks or types. React hydrates after the framework's scripts have run, which
 * can be after the load event; a tap on a marked control before that is kept and replayed
 * (components/EarlyTap, tested on its own in early-taps.spec.ts), but other controls and
 * typing would be lost or raced. A page (an HTML answer) that does not become
 * interactive (it hangs) is left to the test's own assertions. `waitUntil` of
 * 'commit' or 'domcontentloaded' returns at once, for tests of what comes before.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? 'load';
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (isPage && (waitUntil === 'load' || waitUntil === 'networkidle') && (await runsTheSiteScripts(page))) {
        // However long a busy machine takes; the bound is a hang guard, after which the
        // test's own assertions say what is wrong.
        await waitForHydration(page, { timeout: 30_000 }).catch(() => undefined);
      }
      return response;
    };
    await provide(page);
  },
});
