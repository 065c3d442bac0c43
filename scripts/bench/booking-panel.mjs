// How long a visitor waits, on the production build, from pressing "Book this service" on a
// service page to the free times of the first free day (the panel's code loads on that click).
// Measured in Debian's Chromium; printed, never asserted.
import { chromium } from '@playwright/test';

const servicePage = '/services/backstage-chelsea/female/hair/colouring/root-colour/';

export async function benchBookingPanel({ base, runs = 5 }) {
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  } catch (error) {
    console.log(`\nBooking panel: skipped (no browser: ${error instanceof Error ? error.message.split('\n')[0] : error})`);
    return;
  }
  const timings = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A fresh context each time: the panel's code and data are not yet in the browser's cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}${servicePage}`);
      const book = page.getByRole('button', { name: 'Book this service' });
      await book.waitFor();
      const started = Date.now();
      await book.click();
      const dialog = page.getByRole('dialog', { name: 'Book online' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').first().waitFor();
      timings.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  timings.sort((a, b) => a - b);
  console.log(`\nBooking panel, from "Book this service" to the first day's free times (any master), ${runs} cold runs:`);
  console.log(`  median ${timings[Math.floor(timings.length / 2)]} ms, best ${timings[0]} ms, worst ${timings.at(-1)} ms`);
}
