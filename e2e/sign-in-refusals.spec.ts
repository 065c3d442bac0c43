/**
 * Numbers the site sends no sign-in text to, in a real browser on the production server:
 * a premium-rate number typed into the account panel is refused with a message in the
 * page's language that offers the salon's phone as a link to call, and no code is asked for.
 */
import { expect, test } from './browse';

const salonPhone = '+44 20 7946 0958';

for (const { locale, path, account, phone, send, message, call } of [
  {
    locale: 'en',
    path: '/',
    account: 'My account',
    phone: 'Phone number',
    send: 'Send the code',
    message: 'We can send a sign-in code only to a mobile number of a country we serve',
    call: `Call the salon: ${salonPhone}`,
  },
  {
    locale: 'uk',
    path: '/ua/',
    account: 'Мій кабінет',
    phone: 'Номер телефону',
    send: 'Надіслати код',
    message: 'Ми можемо надіслати код для входу лише на мобільний номер країни, яку обслуговуємо',
    call: `Зателефонувати до салону: ${salonPhone}`,
  },
]) {
  test(`a premium-rate number gets no code, and the salon's phone instead (${locale})`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('banner').getByRole('button', { name: account, exact: true }).click();
    const panel = page.getByRole('dialog', { name: account });
    await panel.getByLabel(phone).fill('+44 909 879 0000');
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/auth/code'));
    await panel.getByRole('button', { name: send }).click();
    expect((await asked).status()).toBe(422);
    await expect(panel.getByRole('alert')).toContainText(message);
    await expect(panel.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+442079460958');
    await expect(panel.getByLabel(phone)).toHaveAttribute('aria-invalid', 'true');
  });
}
