/** What the end-to-end tests expect of the build they run against. */
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
export const bookingUrl = process.env.BOOKING_URL ?? 'https://book.backstage-chelsea.co.uk/';
export const hours = 'Mon–Sat 09:30–20:00, Sun 10:00–18:00';
/** The webhook secret the test servers are started with (playwright.config.ts). */
export const revalidateSecret = 'e2e-revalidate-secret-0123456789';

/** Where each test server keeps its database: a fresh folder per run, so rate limits start at zero. */
export const e2eDataDir = (port: number) => `${process.env.TMPDIR ?? '/tmp'}/backstage-e2e-${port}`;

/**
 * Waits until the page is interactive: the header reads its tone from the page once it has
 * hydrated, leaving the server's `initial` state. A click before that does nothing.
 */
export async function waitForHydration(page: import('@playwright/test').Page, { timeout }: { timeout?: number } = {}) {
  await page.waitForFunction(
    () => {
      const state = document.querySelector('header')?.getAttribute('data-state');
      return state !== undefined && state !== null && state !== 'initial';
    },
    undefined,
    { timeout },
  );
}
