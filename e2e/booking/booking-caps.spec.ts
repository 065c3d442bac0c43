/**
 * The cap on upcoming bookings in the booking panel, on the production server and the
 * embedded backend, in both languages: a client who already has six upcoming bookings
 * (made through the site's API) goes through the panel to the last step, and confirming is
 * refused with how many they have and the salon's phone, offering no other times.
 */
import { expect, test, type Page } from '../browse';
import { waitForHydration } from '../site';
import { signInByApi } from './booking-kit';

const servicePath = '/services/backstage-chelsea/female/hair/colouring/root-colour/';
const amelia = '40012'; // Monday to Friday
const rootsTouchUp = '1008'; // 60 minutes
const cap = 6; // MAX_UPCOMING_APPOINTMENTS, unset in these tests

/**
 * Six bookings of the signed-in client's, on two of Amelia's days from `fromDay` days ahead
 * (each test its own days: they run at once), made as the panel makes them.
 */
async function bookSix(page: Page, fromDay: number) {
  const statuses = await page.evaluate(
    async ({ amelia, service, cap, fromDay }) => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const made: number[] = [];
      for (let offset = fromDay; made.length < cap && offset < fromDay + 14; offset += 1) {
        const free = await (
          await fetch(`/api/booking/free-time?service=${service}&employee=${amelia}&date=${day(offset)}`)
        ).json();
        const starts: string[] = (free.employees?.[0]?.times ?? []).map((time: { start: string }) => time.start);
        // An hour apart at least, so the day's bookings never overlap; three a day.
        let last = 0;
        for (const start of starts) {
          if (made.length >= cap || Date.parse(start) < last + 3_600_000) continue;
          const response = await fetch('/api/booking/appointments', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ service, employee: amelia, start }),
          });
          made.push(response.status);
          last = Date.parse(start);
          if (made.length % 3 === 0) break;
        }
      }
      return made;
    },
    { amelia, service: rootsTouchUp, cap, fromDay },
  );
  expect(statuses).toEqual(Array(cap).fill(201));
}

const words = {
  en: {
    path: servicePath,
    fromDay: 21,
    book: 'Book this service',
    panel: 'Book online',
    next: 'Continue',
    confirm: 'Confirm booking',
    times: /^Free times on/,
    refusal: `You already have ${cap} upcoming bookings, the most that can be booked online. Please call the salon to book more.`,
    call: /^Call the salon: \+44/,
    otherTimes: 'Choose another day or time',
  },
  ua: {
    path: `/ua${servicePath}`,
    fromDay: 42,
    book: 'Записатися на послугу',
    panel: 'Онлайн-запис',
    next: 'Далі',
    confirm: 'Підтвердити запис',
    times: /^Вільний час/,
    refusal: `У вас уже ${cap} майбутніх записів — це найбільше, що можна записати онлайн.`,
    call: /^Зателефонуйте до салону: \+44/,
    otherTimes: 'Обрати інший день або час',
  },
};

for (const [locale, word] of Object.entries(words)) {
  test(`past ${cap} upcoming bookings the panel refuses the next and offers the salon's phone (${locale})`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(word.path);
    await signInByApi(page, locale === 'en' ? '+447700900611' : '+447700900612');
    await bookSix(page, word.fromDay);
    await page.reload();
    await waitForHydration(page);

    await page.getByRole('button', { name: word.book }).click();
    const dialog = page.getByRole('dialog', { name: word.panel });
    await dialog.getByRole('radio', { name: /Amelia Hart/ }).check();
    await dialog.getByRole('button', { name: word.next }).click();
    await dialog.getByRole('radiogroup', { name: word.times }).getByRole('radio').first().click();
    await dialog.getByRole('button', { name: word.next }).click();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/booking/appointments') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: word.confirm }).click();
    expect((await refused).status()).toBe(422);

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(word.refusal);
    await expect(alert.getByRole('link', { name: word.call })).toHaveAttribute('href', /^tel:\+44\d+$/);
    await expect(alert.getByRole('button', { name: word.otherTimes })).toHaveCount(0);
  });
}
