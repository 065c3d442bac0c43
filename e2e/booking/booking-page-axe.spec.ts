/**
 * axe at every step of the booking page as a browser without JavaScript has it: the page's
 * scripts are refused (axe needs a script of its own, which a context with JavaScript off
 * cannot run), so every choice is a link and every form posts natively, as in the no-js project.
 */
import { expect, test } from '@playwright/test';
import { allViolations } from '../axe';
import { bookTwoServicesOnThePage } from './booking-page-walk';

test('the booking page without scripts: axe finds nothing at any step', async ({ page }) => {
  // Thirteen steps, each scanned by axe (several seconds a scan beside other workers).
  test.setTimeout(360_000);
  await page.context().route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  await bookTwoServicesOnThePage(page, {
    phone: '+447700900813',
    // Another day than the no-js project's visit, so the two never race for one time.
    day: 1,
    check: async (scanned) => {
      expect(await allViolations(scanned, { include: 'main' })).toEqual([]);
    },
  });
});
