/** What the end-to-end tests expect of the build they run against. */
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
export const bookingUrl = process.env.BOOKING_URL ?? 'https://book.backstage-chelsea.co.uk/';
export const hours = 'Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM';

/**
 * Waits until the page is interactive: the header reads its tone from the page once it has
 * hydrated, leaving the server's `initial` state. A click before that does nothing.
 */
export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => {
    const state = document.querySelector('header')?.getAttribute('data-state');
    return state !== undefined && state !== null && state !== 'initial';
  });
}
