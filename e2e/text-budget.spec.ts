/**
 * The site-wide budget of sign-in texts, in a real browser on a production server of the
 * same build whose budget is one text an hour (playwright.config.ts, project `text-budget`):
 * once it is spent, asking for a code says so in the page's language, with when to try
 * again, the salon's phone as a link to call and the booking site.
 */
import { forgetAddressCodeLimit } from './booking/booking-kit';
import { expect, test } from './browse';
import { bookingUrl } from './site';

const salonPhone = '+44 20 7946 0958';
const budgetPort = Number(process.env.E2E_PORT ?? 3100) + 3;

test.describe.configure({ mode: 'serial' });

test('the hour’s budget is spent by the texts asked for: the next is refused with 503', async ({
  request,
  baseURL,
}) => {
  // Every test reaches the server from one address: its own allowance of codes is not what is tested here.
  forgetAddressCodeLimit(budgetPort);
  const statuses: number[] = [];
  for (let i = 0; i < 3 && !statuses.includes(503); i += 1) {
    const answer = await request.post('/api/auth/code', {
      data: { phone: `+44770090098${i}` },
      headers: { origin: baseURL! },
    });
    statuses.push(answer.status());
    if (answer.status() === 503) expect(await answer.json()).toMatchObject({ error: 'text_budget_spent' });
  }
  // One sent (none if a reused server spent the hour already), then refused.
  expect(statuses.at(-1)).toBe(503);
  expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
});

for (const { locale, path, account, phone, send, message, call, book } of [
  {
    locale: 'en',
    path: '/',
    account: 'My account',
    phone: 'Phone number',
    send: 'Send the code',
    message:
      /We cannot send any more sign-in codes just now\. Please try again in (\d+ minutes?|1 hour), call the salon, or book on our booking site\./,
    call: `Call the salon: ${salonPhone}`,
    book: 'Open the booking site (opens in a new tab)',
  },
  {
    locale: 'uk',
    path: '/ua/',
    account: 'Мій кабінет',
    phone: 'Номер телефону',
    send: 'Надіслати код',
    message:
      /Зараз ми не можемо надіслати більше кодів для входу\. Спробуйте ще раз через (\d+ хвилин[иу]?|1 годину), зателефонуйте до салону/,
    call: `Зателефонувати до салону: ${salonPhone}`,
    book: 'Відкрити сайт бронювання (відкривається в новій вкладці)',
  },
]) {
  test(`past the budget, the form offers the salon's phone and the booking site (${locale})`, async ({ page }) => {
    forgetAddressCodeLimit(budgetPort);
    await page.goto(path);
    await page.getByRole('banner').getByRole('button', { name: account, exact: true }).click();
    const panel = page.getByRole('dialog', { name: account });
    await panel.getByLabel(phone).fill(locale === 'en' ? '07700 900991' : '07700 900992');
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/auth/code'));
    await panel.getByRole('button', { name: send }).click();
    const answer = await asked;
    expect(answer.status()).toBe(503);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(panel.getByRole('alert')).toContainText(message);
    await expect(panel.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+442079460958');
    await expect(panel.getByRole('link', { name: book })).toHaveAttribute('href', bookingUrl);
    await expect(panel.getByLabel(phone)).toBeVisible();
  });
}
