/**
 * The site's own booking page with JavaScript off (the `no-js` project): a new client books a
 * two-service visit from a service page's Book link, adding the second service before
 * choosing a time, signs in with the code from the outbox (registering), downloads the
 * visit's `.ics`, then moves the visit and cancels it from My bookings; the visit's summary is
 * on every step. (axe cannot run in a page without
 * JavaScript: booking-page-axe.spec.ts scans the same steps with the page's scripts refused.)
 */
import { expect, test } from '@playwright/test';
import { forgetAddressCodeLimit, lastCode } from './booking-kit';
import { bookTwoServicesOnThePage } from './booking-page-walk';

test('books a two-service visit without JavaScript, step by step, then moves and cancels it', async ({ page }) => {
  test.setTimeout(120_000);
  // Six free days on: outside the 48 hours in which a booking can no longer be changed
  // online, and on no day another booking test takes.
  await bookTwoServicesOnThePage(page, { phone: '+447700900811', day: 6, check: async () => {} });

  // My bookings, where the walk ends: the visit's own link moves it, day and time as links,
  // then one form; the page says where it is now.
  const visits = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Add to calendar' }) });
  await expect(visits).toHaveCount(1);
  await visits.getByRole('link', { name: /^Move the booking on / }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
  await page.locator('#days a').nth(8).click();
  const time = page.locator('#time-list a').first();
  const newTime = await time.textContent();
  await time.click();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByRole('status')).toContainText(`Your booking is moved to `);
  await expect(page.getByRole('status')).toContainText(`, ${newTime}.`);
  expect(new URL(page.url()).searchParams.has('mine')).toBe(true);
  await expect(visits).toHaveCount(1);

  // Its own form cancels it, and the page says so.
  await visits.getByRole('button', { name: /^Cancel the booking on / }).click();
  await expect(page.getByRole('status')).toHaveText('Your booking is cancelled.');
  expect(new URL(page.url()).searchParams.has('mine')).toBe(true);
  await expect(visits).toHaveCount(0);
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
});

test('a wrong code is said beside its field, and the booking site stays one link away', async ({ page }) => {
  forgetAddressCodeLimit();
  await page.goto('/ua/book/?book=service:classic-gel-manicure@any');
  await expect(page.getByRole('link', { name: /Відкрити сайт онлайн-запису/ })).toHaveAttribute(
    'href',
    /book\.backstage-chelsea\.co\.uk/,
  );
  await page.locator('#days a').first().click();
  await page.locator('#time-list a').first().click();
  await page.locator('#phone').fill('+447700900812');
  await page.locator('form button[type=submit]').click();
  const right = lastCode('+447700900812');
  await page.locator('#code').fill(right === '000000' ? '111111' : '000000');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('#code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText(/Код неправильний|не той|спроб/i);
  await expect(page.getByRole('alert').getByRole('link')).toHaveAttribute('href', '#code');
});
