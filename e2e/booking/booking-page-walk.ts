/**
 * The booking page walked as a visitor without JavaScript walks it, from a service page's Book
 * link: links for every choice, native form posts for sign-in and booking, then My bookings,
 * where the visit is listed and its `.ics` downloaded. `check` runs on every step (axe, for
 * the project that can run it).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { forgetAddressCodeLimit, lastCode } from './booking-kit';

const summary = (page: Page) => page.getByRole('list', { name: 'Your visit', exact: true });
const manicurePage = '/services/backstage-chelsea/female/nails/manicure-nails/classic-gel-manicure/';

export async function bookTwoServicesOnThePage(
  page: Page,
  {
    phone,
    day,
    check,
    confirm = (button) => button.click(),
  }: {
    phone: string;
    day: number;
    check: (page: Page) => Promise<void>;
    /** How the review's Confirm button is pressed (a click, unless a test double-clicks it). */
    confirm?: (button: Locator) => Promise<void>;
  },
) {
  const step = async (heading: RegExp) => {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await check(page);
  };
  forgetAddressCodeLimit();
  // From the service's own page: its Book control, as the server draws it, is a link to the booking page.
  await page.goto(manicurePage);
  const landing = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/book/',
  );
  await page.getByRole('main').getByRole('link', { name: 'Book this service' }).click();
  expect((await landing).status()).toBe(200);
  expect(new URL(page.url()).searchParams.get('book')).toBe('service:classic-gel-manicure');
  await expect(page).toHaveTitle(/Book Classic Gel Manicure at /);
  // A step of a booking is one visitor's state: out of the index, naming the service's page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/female\/nails\/manicure-nails\/classic-gel-manicure\/$/);
  await step(/Step 2 of 5: Master/);
  await expect(summary(page)).toContainText('Classic Gel Manicure');

  await page.getByRole('link', { name: /^Any master/ }).click();
  await step(/Step 3 of 5: Day and time/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(summary(page)).toContainText('Any master');

  await page.getByRole('link', { name: 'Add another service' }).click();
  await step(/Step 1 of 5: Service/);
  await page.getByRole('link', { name: /^Classic Pedicure \(No Polish\)/ }).click();
  await step(/Step 2 of 5: Master/);
  await expect(summary(page).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: /^Any master/ }).click();

  await step(/Step 3 of 5: Day and time/);
  await page.locator('#days a').nth(day).click();
  await step(/Step 3 of 5: Day and time/);
  await page.locator('#time-list a').first().click();

  await step(/Step 4 of 5: Sign in/);
  await expect(summary(page)).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await step(/Step 4 of 5: Sign in/);
  expect(page.url()).not.toContain(phone.slice(3));
  await page.getByLabel('Code from the text message').fill(lastCode(phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A new client: the same step asks for a name alone; the code typed is kept by the server
  // (an httpOnly cookie of the form actions, never an address), not typed again.
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByText('Your code is confirmed: your name is all we need to finish.')).toBeVisible();
  await expect(page.getByLabel('Code from the text message')).toHaveCount(0);
  await check(page);
  await page.getByLabel('First name').fill('Anne');
  await page.getByLabel('Last name').fill('Elliot');
  await page.getByRole('button', { name: 'Register and sign in' }).click();

  await step(/Step 5 of 5: Confirm/);
  // The review as the panel has it: each service with its master and time, then the visit's total.
  await expect(page.getByRole('list', { name: 'The services of your visit' }).getByRole('listitem')).toHaveCount(2);
  await expect(summary(page).getByRole('listitem')).toHaveCount(2);
  await confirm(page.getByRole('button', { name: 'Confirm booking' }));

  await step(/You are booked/);
  await expect(summary(page)).toContainText('Classic Pedicure');
  const calendar = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const ics = await page.request.get(calendar!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');

  // My bookings, server-rendered from the page's own copy of the session: the visit just
  // booked, both services, and its .ics downloaded from there.
  const listed = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).searchParams.has('mine'),
  );
  await page.getByRole('main').getByRole('link', { name: 'My bookings' }).first().click();
  // The visitor's own visits: never kept by a shared cache (nor the server's page cache).
  expect((await listed).headers()['cache-control']).toMatch(/private|no-store/);
  await step(/^My bookings$/);
  expect(new URL(page.url()).searchParams.has('mine')).toBe(true);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const visit = page.getByRole('listitem').filter({ has: page.locator(`a[href="${calendar}"]`) });
  await expect(visit).toContainText('Classic Gel Manicure');
  await expect(visit).toContainText('Classic Pedicure (No Polish)');
  const downloading = page.waitForEvent('download');
  await visit.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^booking-.+\.ics$/);
  // Lines of an .ics are folded at 75 octets: unfolded, the event names both services.
  const saved = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(saved).toContain('BEGIN:VEVENT');
  expect(saved).toMatch(/SUMMARY:Classic Gel Manicure\\, Classic Pedicure/);
}
