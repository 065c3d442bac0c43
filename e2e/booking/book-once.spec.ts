/**
 * A double click on the booking panel's Confirm, with JavaScript on: the visit is booked once.
 * (Without JavaScript, booking-page.nojs.spec.ts double-clicks the booking page's form.)
 */
import { expect, test } from '../browse';
import { waitForHydration } from '../site';
import { chooseAmeliaLater, signInByApi } from './booking-kit';

const servicePage = '/services/backstage-chelsea/female/hair/colouring/root-colour/';

test('a double click on Confirm booking in the panel books the visit once', async ({ page }) => {
  test.slow();
  const booked: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/booking/appointments')
      booked.push(response.status());
  });
  await page.goto(servicePage);
  await signInByApi(page, '+447700900821');
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Book this service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  // A free day well ahead, which no other test of the suite books with this master.
  await chooseAmeliaLater(dialog, { dayIndex: 5, time: 'last' });

  await dialog.getByRole('button', { name: 'Confirm booking' }).dblclick();
  await expect(dialog.getByRole('heading', { name: 'You are booked' })).toBeVisible();

  // The client's own list, as the panel's My bookings reads it: a new client, one visit.
  const upcoming = await page.evaluate(async () => {
    const answer = await fetch('/api/booking/appointments');
    return ((await answer.json()) as { upcoming: unknown[] }).upcoming.length;
  });
  expect(upcoming).toBe(1);
  // However many requests the second click made, at most one was booked.
  expect(booked.filter((status) => status === 201)).toHaveLength(1);
});
