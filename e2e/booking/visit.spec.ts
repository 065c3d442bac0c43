/**
 * A visit of several services on the production server and the embedded booking backend:
 * by keyboard alone (axe at every step), a visitor books a pedicure, adds a manicure from
 * the page's "Goes well with" list to the same visit, books both as one appointment, finds
 * it in "My bookings", moves it, and reads its .ics before and after (same UID, higher SEQUENCE).
 */
import ICAL from 'ical.js';
import { expect, test, type Page } from '../browse';
import { waitForHydration } from '../site';
import { signInByApi, tabTo } from './booking-kit';
import { allViolations } from '../axe';

const pedicurePage = '/services/backstage-chelsea/female/nails/pedicure/classic-pedicure-no-polish/';

async function expectAccessible(page: Page, step: string) {
  expect(await allViolations(page, { include: '[role="dialog"]' }), step).toEqual([]);
}

/** The appointment's calendar file, fetched with the page's cookies. */
async function calendarEvent(page: Page, id: string) {
  const response = await page.request.get(`/api/booking/appointments/${id}/calendar`);
  expect(response.status()).toBe(200);
  return new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!;
}

test('a visitor books a pedicure and a manicure in one visit by keyboard, then moves the visit', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(pedicurePage);
  await signInByApi(page, '+447700900701');
  await page.reload();
  await waitForHydration(page);

  // The pedicure, with any master.
  await tabTo(page, page.getByRole('button', { name: 'Book this service' }), 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 5: Master' })).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();

  // Out of the panel, "Goes well with" adds a manicure to the same visit.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Add Classic Manicure (No Polish) to my visit' }), 200);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();
  await expect(page).toHaveURL(
    /book=service(:|%3A)classic-pedicure-no-polish(,|%2C)service(:|%3A)classic-manicure-no-polish/,
  );
  await expectAccessible(page, 'day and time of a visit');

  const days = dialog.getByRole('radiogroup', { name: 'Day' });
  await expect(days.getByRole('radio', { checked: true })).toBeVisible();
  await tabTo(page, days.getByRole('radio', { checked: true }));
  // Three free days on: outside the 48 hours in which a booking can no longer be moved online.
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  const times = dialog.getByRole('radiogroup', { name: /Free times on/ });
  await expect(times.getByRole('radio').first()).toBeVisible();
  await tabTo(page, times.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  const time = (await times.getByRole('radio', { checked: true }).textContent())!;
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Step 5 of 5: Confirm' })).toBeVisible();
  const services = dialog.getByRole('list', { name: 'The services of your visit' });
  await expect(services.getByRole('listitem')).toHaveCount(2);
  await expect(services.getByText('Classic Pedicure (No Polish)', { exact: true })).toBeVisible();
  await expect(services.getByText('Classic Manicure (No Polish)', { exact: true })).toBeVisible();
  // The manicure starts when the pedicure's hour ends; the visit costs £60 + £40.
  await expect(services.getByRole('listitem').nth(0)).toContainText(time);
  await expect(dialog.getByText('£100')).toBeVisible();
  await expectAccessible(page, 'review of a visit');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm booking' }));
  const booked = page.waitForResponse(
    (response) => response.url().endsWith('/api/booking/appointments') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  const { appointment } = (await (await booked).json()) as { appointment: { id: string; services: unknown[] } };
  expect(appointment.services).toHaveLength(2);

  await expect(dialog.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'The services of your visit' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'done');
  const before = await calendarEvent(page, appointment.id);
  expect(String(before.getFirstPropertyValue('description'))).toContain('Classic Manicure (No Polish)');

  await tabTo(page, dialog.getByRole('button', { name: 'My bookings' }));
  await page.keyboard.press('Enter');
  const account = page.getByRole('dialog', { name: 'My account' });
  const move = account.getByRole('button', { name: /Move the booking on/ });
  await expect(move).toHaveCount(1);
  await expect(account.getByText('Classic Pedicure (No Polish), Classic Manicure (No Polish)')).toBeVisible();
  await expectAccessible(page, 'my bookings');
  await tabTo(page, move);
  await page.keyboard.press('Enter');
  await expect(account.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
  const moveDays = account.getByRole('radiogroup', { name: 'Day' });
  await tabTo(page, moveDays.getByRole('radio', { checked: true }));
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  const moveTimes = account.getByRole('radiogroup', { name: /Free times on/ });
  await expect(moveTimes.getByRole('radio').first()).toBeVisible();
  await tabTo(page, moveTimes.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(moveTimes.getByRole('radio', { checked: true })).toBeVisible();
  await expectAccessible(page, 'moving');
  await tabTo(page, account.getByRole('button', { name: 'Move to this time' }));
  await page.keyboard.press('Enter');
  await expect(account.getByRole('status').filter({ hasText: 'Your booking is moved to' })).toBeVisible();
  await expect(move).toBeFocused();

  const after = await calendarEvent(page, appointment.id);
  expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
  expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(
    Number(before.getFirstPropertyValue('sequence')),
  );
  expect(after.getFirstPropertyValue('dtstart')?.toString()).not.toBe(
    before.getFirstPropertyValue('dtstart')?.toString(),
  );
});

test('a link to a ready visit opens the panel on its times, dropping what it cannot read', async ({ page }) => {
  await page.goto(
    '/?book=service:classic-gel-manicure,service:no-such-service,service:classic-pedicure-no-polish@hannah-oconnell',
  );
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  // The panel's code and the salon's lists load on a cold page first.
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible({ timeout: 20_000 });
  await expect(
    dialog
      .getByRole('radiogroup', { name: /Free times on/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, 'a visit from a link');
});
