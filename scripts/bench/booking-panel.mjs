// How long a visitor waits, on the production build, from pressing "Book this service" on a
// service page to the free times of the first free day: the wait for the panel's first step
// (its code and the salon's lists), then, after "Continue", the wait for the free times.
// The times are taken inside the page (the click event, and the moment the step's control
// appears), so the test driver's own polling is not counted, nor the visitor's pause between.
// Two ways in: a pointer that rests on the button for 300 ms before clicking (the panel's code
// loads on that intent), and a click with no warning (a keyboard or a tap without hover).
// Measured in Debian's Chromium; printed, never asserted.
import { chromium } from '@playwright/test';

const servicePage = '/services/female/hair/colouring/root-colour/';

/** Installed in the page before the click: records when each moment first happens. */
function watchPanel() {
  const marks = {};
  window.__bookingMarks = marks;
  document.addEventListener(
    'click',
    (event) => {
      const label = event.target instanceof Element ? event.target.closest('button')?.textContent?.trim() : '';
      if (label === 'Book this service' && marks.book === undefined) marks.book = performance.now();
      if (label === 'Continue' && marks.continueClicked === undefined) marks.continueClicked = performance.now();
    },
    true,
  );
  const look = () => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return;
    if (marks.firstStep === undefined && [...dialog.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Continue')) {
      marks.firstStep = performance.now();
    }
    if (marks.freeTimes === undefined && dialog.querySelector('[role="radiogroup"] [role="radio"]')) marks.freeTimes = performance.now();
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true });
}

async function oneRun(browser, base, way) {
  // A fresh context each time: the panel's code and data are not yet in the browser's cache.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}${servicePage}`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchPanel);
    const book = page.getByRole('button', { name: 'Book this service' });
    if (way === 'hover') {
      await book.hover();
      await page.waitForTimeout(300);
      await book.click();
    } else {
      await book.dispatchEvent('click');
    }
    const dialog = page.getByRole('dialog', { name: 'Book online' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radiogroup', { name: /Free times on/ }).getByRole('radio').first().waitFor();
    const marks = await page.evaluate(() => window.__bookingMarks);
    return { firstStep: marks.firstStep - marks.book, freeTimes: marks.freeTimes - marks.continueClicked };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `median ${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

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
  try {
    console.log(`\nBooking panel on a service page, ${runs} cold runs each (times inside the page):`);
    for (const [way, label] of [
      ['hover', 'pointer on the button 300 ms first'],
      ['direct', 'click with no warning (keyboard, tap)'],
    ]) {
      const results = [];
      // Alternating would not help: each run is its own browser context.
      for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, base, way));
      const totals = results.map((result) => result.firstStep + result.freeTimes);
      console.log(`  ${label}:`);
      console.log(`    "Book this service" to the first step: ${spread(results.map((result) => result.firstStep))}`);
      console.log(`    "Continue" to the first day's free times: ${spread(results.map((result) => result.freeTimes))}`);
      console.log(`    waited in all: ${spread(totals)}`);
    }
  } finally {
    await browser.close();
  }
}
