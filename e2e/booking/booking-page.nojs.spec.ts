/**
 * The site's own booking page with JavaScript off (the `no-js` project): a new client books a
 * two-service visit from a service page's Book link, adding the second service before
 * choosing a time, signs in with the code from the outbox (registering), downloads the
 * visit's `.ics`, then moves the visit and cancels it from My bookings; the visit's summary is
 * on every step; cancelling asks first, a cancel notice needs the client's own cancelled visit,
 * and Sign out (a form) ends the session; a double click on the review form books once; a
 * service with price options opens on its options, the chosen one carried by its own key. My bookings signs a visitor in, and renews a lapsed session, by forms alone. (axe cannot run in a page without
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

  // Cancelling asks first, with the salon's window; keeping it changes nothing.
  await visits.getByRole('link', { name: /^Cancel the booking on / }).click();
  const ask = page.getByRole('form', { name: /^Cancel your booking on .+\?$/ });
  await expect(ask).toContainText('Bookings can be cancelled online up to 48 hours before they start');
  await ask.getByRole('link', { name: 'No, keep it' }).click();
  await expect(visits).toHaveCount(1);
  // Asked again, the answer cancels it; the page says so and lists it as cancelled, not past.
  await visits.getByRole('link', { name: /^Cancel the booking on / }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status')).toHaveText('Your booking is cancelled.');
  expect(new URL(page.url()).searchParams.has('mine')).toBe(true);
  await expect(visits).toHaveCount(0);
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  // The address alone says nothing: a cancel notice for an id that is not the client's.
  await page.goto('/book/?mine&cancelled=999');
  await expect(page.getByRole('status')).toHaveCount(0);

  // A shared computer: Sign out, by a form, ends the session here.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status')).toHaveText('You are signed out on this device.');
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => /access|refresh/.test(cookie.name))).toEqual([]);
  await page.goto('/book/?mine');
  await expect(page.locator('#phone')).toBeVisible();
});

test('a service with price options opens on its options without JavaScript, and the chosen one goes on to its master and time', async ({ page }) => {
  await page.goto('/services/female/hair/colouring/air-touch/');
  await page.getByRole('main').getByRole('link', { name: 'Book this service' }).click();
  // Not one option booked unasked: the service step, the service's own options first.
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 5: Service/ })).toBeVisible();
  const options = page.getByRole('link', { name: /^Air Touch: / });
  await expect(options).toHaveCount(3);
  await expect(options.first()).toContainText('Air Touch: Short hair');
  await page.getByRole('link', { name: /^Air Touch: Long hair/ }).click();
  expect(new URL(page.url()).searchParams.get('book')).toBe('service:air-touch-long');
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 5: Master/ })).toBeVisible();
  await page.getByRole('link', { name: /^Any master/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 5: Day and time/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your visit', exact: true })).toContainText('Air Touch: Long hair');
  await expect(page.locator('#days a').first()).toBeVisible();
});

test('a double click on the review form books the visit once, without JavaScript', async ({ page }) => {
  test.setTimeout(120_000);
  let booked = 0;
  page.on('response', (response) => {
    if (response.url().includes('/api/booking/page/book/') && response.status() === 303) booked += 1;
  });
  await bookTwoServicesOnThePage(page, {
    phone: '+447700900819',
    day: 7,
    check: async () => {},
    confirm: async (button) => button.dblclick(),
  });
  const visits = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Add to calendar' }) });
  await expect(visits).toHaveCount(1);
  expect(booked).toBeGreaterThanOrEqual(1);
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

test('My bookings signs a visitor in and comes back, and renews a session whose access has lapsed', async ({
  page,
}) => {
  forgetAddressCodeLimit();
  const phone = '+447700900814';
  await page.goto('/book/?mine');
  await expect(page.getByRole('heading', { level: 2, name: 'My bookings' })).toBeVisible();
  // Signed out: the page's own sign-in form, which comes back here (a new client registers).
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel('Code from the text message').fill(lastCode(phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('First name').fill('Anne');
  await page.getByLabel('Last name').fill('Elliot');
  await page.getByRole('button', { name: 'Register and sign in' }).click();
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('mine')).toBe(true);

  // The access cookie lapses (after 15 minutes) while the refresh cookie does not: one
  // button renews the session through a form and shows the bookings again.
  await page.context().clearCookies({ name: 'bs_access' });
  await page.reload();
  await expect(page.getByText('your session needs renewing')).toBeVisible();
  await page.getByRole('button', { name: 'Show my bookings' }).click();
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();

  // Both gone: signed out again, the sign-in form.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByLabel('Phone number')).toBeVisible();
});
