/**
 * The booking panel on the production server and the embedded booking backend: a visitor
 * books from a service page by keyboard alone (axe at every step), signs in with the code
 * from the SMS outbox, downloads the .ics, finds the booking in "My bookings" and cancels
 * it; the back button closes the panel; two visitors race for one slot; a pointer resting
 * on a Book control loads the panel ahead.
 */
import { expect, test, type Page } from '../browse';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { waitForHydration } from '../site';
import { chooseAmeliaLater, forgetAddressCodeLimit, lastCode, signInByApi, tabTo } from './booking-kit';
import { allViolations } from '../axe';

const servicePage = '/services/backstage-chelsea/female/hair/colouring/root-colour/';

// Tests that ask for sign-in codes through the panel start from none asked for from this address.
test.beforeEach(() => forgetAddressCodeLimit());

async function expectAccessible(page: Page, step: string) {
  expect(await allViolations(page, { include: '[role="dialog"]' }), step).toEqual([]);
}

test('a visitor books by keyboard alone from a service page, adds it to a calendar, and cancels it', async ({
  page,
}) => {
  test.slow();
  const phone = '+447700900501';
  await page.goto(servicePage);
  await waitForHydration(page);
  const book = page.getByRole('button', { name: 'Book this service' });
  await tabTo(page, book, 200);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Book online' });
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 5: Master' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]book=service%3Aroot-colour|[?&]book=service:root-colour/);
  await expectAccessible(page, 'master');

  // Any master is chosen; the arrow moves to the first named master.
  await tabTo(page, dialog.getByRole('radio', { name: /Any master/ }));
  await page.keyboard.press('ArrowDown');
  const master = dialog.getByRole('radio', { checked: true });
  const masterName = (await master.evaluate((element) => element.closest('label')?.textContent ?? '')).split(
    'Rated',
  )[0]!;
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();
  const days = dialog.getByRole('radiogroup', { name: 'Day' });
  await expect(days.getByRole('radio', { checked: true })).toBeVisible();
  await expectAccessible(page, 'day and time');
  await tabTo(page, days.getByRole('radio', { checked: true }));
  // Three free days on, so the booking is outside the 48 hours in which it can no longer be cancelled online.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const day = await days.getByRole('radio', { checked: true }).textContent();
  const times = dialog.getByRole('radiogroup', { name: /Free times on/ });
  await expect(times.getByRole('radio').first()).toBeVisible();
  await tabTo(page, times.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const time = (await times.getByRole('radio', { checked: true }).textContent())!;
  await expect(dialog.getByRole('status').filter({ hasText: `${time} selected` })).toBeAttached();
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Step 4 of 5: Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign in');
  await tabTo(page, dialog.getByLabel('Phone number'));
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  const code = dialog.getByLabel('Code from the text message');
  await expect(code).toBeFocused();
  await page.keyboard.type('000000' === lastCode(phone) ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('The code is not right. 4 attempts left.');
  await code.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(lastCode(phone));
  await page.keyboard.press('Enter');
  // A new client gives a name; the code typed is kept.
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expectAccessible(page, 'registration');
  await page.keyboard.type('Anne');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Elliot');
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Step 5 of 5: Confirm' })).toBeVisible();
  await expect(dialog.getByText(masterName.trim())).toBeVisible();
  await expect(dialog.getByText(new RegExp(`${time}$`))).toBeVisible();
  await expectAccessible(page, 'review');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm booking' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(dialog.getByText("118 King's Road", { exact: false })).toBeVisible();
  await expectAccessible(page, 'done');
  await tabTo(page, dialog.getByRole('link', { name: 'Add to calendar' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/London');
  ICAL.TimezoneService.register(new ICAL.Timezone(zone), 'Europe/London');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const local = event.startDate
    .toJSDate()
    .toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
  expect(local).toBe(time);
  expect(event.description).toContain(`Master: ${masterName.trim()}`);
  expect(day).toBeTruthy();

  await tabTo(page, dialog.getByRole('button', { name: 'My bookings' }));
  await page.keyboard.press('Enter');
  const account = page.getByRole('dialog', { name: 'My account' });
  await expect(account.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  const cancel = account.getByRole('button', { name: /Cancel the booking on/ });
  await expect(cancel).toHaveCount(1);
  await expect(account.getByText(`With ${masterName.trim()}`)).toBeVisible();
  await expectAccessible(page, 'my bookings');
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  // It asks first, with the salon's window, its confirming answer focused.
  const ask = account.getByRole('group', { name: /^Cancel your booking on .+\?$/ });
  await expect(ask).toHaveAccessibleDescription(/up to 48 hours before they start/);
  await expect(ask.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(account.getByText('You have no upcoming bookings.')).toBeVisible();
  await expect(account.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  await expect(account.getByRole('heading', { name: 'Past' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account, signed in' })).toBeAttached();
});

test('an address with ?book= opens the panel on its master, and the back button closes it', async ({ page }) => {
  // Two page loads, an axe scan and the panel's lists: about 15 s alone, more beside other workers.
  await page.goto('/employees/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Book online' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
  await expect(page).toHaveURL(/\?book=all$/);
  await expectAccessible(page, 'service');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/employees\/$/);

  await page.goto('/?book=master:amelia-hart');
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
  await dialog.getByLabel('Search services').fill('roots touch-up');
  await dialog
    .getByRole('radio', { name: /Roots Touch-Up/ })
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('radio', { name: /Amelia Hart/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('two visitors racing for one slot: one is booked, the other is offered the nearest free times', async ({
  browser,
}) => {
  test.slow();
  const visitors = await Promise.all(
    ['+447700900601', '+447700900602'].map(async (phone) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(servicePage);
      await signInByApi(page, phone);
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Book this service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book online' });
      // A later free day than the first: in the evening the first is today with one time left,
      // and the loser is offered other times of the same day, of which there would be none.
      await chooseAmeliaLater(dialog, { dayIndex: 0, time: 'first' });
      await expect(dialog.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
      return { context, dialog };
    }),
  );
  await Promise.all(visitors.map(({ dialog }) => dialog.getByRole('button', { name: 'Confirm booking' }).click()));
  const outcomes = await Promise.all(
    visitors.map(async ({ dialog }) => {
      const booked = dialog.getByRole('heading', { name: 'You are booked' });
      await expect(booked.or(dialog.getByText('that time was just taken'))).toBeVisible();
      return (await booked.isVisible()) ? 'booked' : 'taken';
    }),
  );
  // A copy is sorted: the order of `outcomes` says which visitor lost.
  expect([...outcomes].sort()).toEqual(['booked', 'taken']);
  const loser = visitors[outcomes.indexOf('taken')]!.dialog;
  await expect(loser.getByRole('alert')).toContainText('that time was just taken');
  const alternatives = loser.getByRole('button', { name: /^Take \d\d:\d\d$/ });
  await expect(alternatives.first()).toBeVisible();
  await alternatives.first().click();
  await loser.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(loser.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  for (const { context } of visitors) await context.close();
});

test('a pointer resting on a Book control loads the panel and the salon lists before the click', async ({ page }) => {
  await page.goto(servicePage);
  await waitForHydration(page);
  const book = page.getByRole('button', { name: 'Book this service' });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const lists = Promise.all(
    ['/api/booking/widget', '/api/services', '/api/employees'].map((path) =>
      page.waitForResponse((answer) => new URL(answer.url()).pathname === path),
    ),
  );
  await book.hover();
  await lists;
  // What the hover (or the idle page before it) asked for has come.
  await page.waitForLoadState('networkidle');
  // Nothing opened yet; the click then shows the first step from what is already here: the
  // panel's code (fetched once the page was idle, or on the hover if that came first) and
  // the lists.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const before = asked.length;
  await book.click();
  await expect(
    page.getByRole('dialog', { name: 'Book online' }).getByRole('button', { name: 'Continue' }),
  ).toBeVisible();
  expect(
    asked
      .slice(before)
      .filter(
        (path) =>
          path.startsWith('/_next/static/chunks/') ||
          ['/api/services', '/api/employees', '/api/categories', '/api/locations/'].includes(path),
      ),
  ).toEqual([]);
});

test('a favourite master survives signing out and in again', async ({ page }) => {
  // A phone no other test signs in with: tests run side by side, and one client's codes,
  // sessions and favourites are shared by every browser that signs in as them.
  const phone = '+447700900702';
  await page.goto('/employees/');
  await expect(page.getByRole('button', { name: /: favourite$/ })).toHaveCount(0);
  await signInByApi(page, phone);
  await page.reload();
  const heart = page.getByRole('button', { name: 'Amelia Hart: favourite' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/favourites' && answer.request().method() === 'POST',
  );
  await heart.click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('button', { name: 'My account, signed in' }).click();
  const account = page.getByRole('dialog', { name: 'My account' });
  await expect(account.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await expect(account.getByText('Amelia Hart')).toBeVisible();
  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(account.getByLabel('Phone number')).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).click();
  await expect(heart).toHaveCount(0);

  // Signing in again through the panel brings the favourite back.
  forgetAddressCodeLimit();
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await account.getByLabel('Phone number').fill(phone);
  await account.getByRole('button', { name: 'Send the code' }).click();
  await expect(account.getByText(`We have sent a code to ${phone}.`)).toBeVisible();
  await account.getByLabel('Code from the text message').fill(lastCode(phone));
  await account.getByRole('button', { name: 'Sign in' }).click();
  await expect(account.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Amelia Hart: favourite' })).toHaveAttribute('aria-pressed', 'true');
});
