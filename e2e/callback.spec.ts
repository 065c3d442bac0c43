import { seriousViolations } from './axe';
import { expect, test, type Page } from './browse';
import { startOwnServer, temporaryDataDir, type OwnServer } from './servers/own-server';
import { startWebhookSink, type WebhookSink } from './servers/webhook-sink';
import { siteUrl, waitForHydration } from './site';

// A server of its own, delivering to a webhook sink the test starts: the salon's spreadsheet.
// Its requests all come from one address, so the tests run in order and count them.
test.describe.configure({ mode: 'serial' });
const port = Number(process.env.E2E_PORT ?? 3100) + 40;
const base = `http://localhost:${port}`;
let server: OwnServer;
let sink: WebhookSink;
let dataDir: ReturnType<typeof temporaryDataDir>;

test.beforeAll(async () => {
  sink = await startWebhookSink(port + 1);
  dataDir = temporaryDataDir('callback');
  server = await startOwnServer(port, {
    DATA_DIR: dataDir.dir,
    CALLBACK_WEBHOOK_URL: sink.url,
  });
});
test.afterAll(async () => {
  await server.stop();
  await sink.close();
  dataDir.remove();
});

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute('aria-label') ?? element.innerText ?? '').trim() : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('a visitor asks to be called back by keyboard only, and the salon receives it', async ({ page }) => {
  await page.goto(`${base}/contacts/`);
  await waitForHydration(page);
  await tabTo(page, /^Request a callback$/);
  const opener = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: 'Request a callback' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Your name')).toBeFocused();
  await page.keyboard.type('Amelia Hart');
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('+44 (0) 20 7946-0958');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Call me back' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect.poll(() => sink.received.length, { timeout: 60_000 }).toBe(1);
  const delivered = sink.received[0] as { id: number };
  expect(delivered).toEqual({
    id: expect.any(Number),
    name: 'Amelia Hart',
    phone: '+442079460958',
    link: `${siteUrl}/contacts/`,
    status: 'New',
  });
  // The id in the body is the one the Idempotency-Key names, for a receiver that cannot read headers.
  expect(sink.headers[0]?.['idempotency-key']).toBe(`callback-${delivered.id}`);

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);
  expect(await page.evaluate((element) => element === document.activeElement, opener)).toBe(true);
});

test('focus stays inside the open panel, which passes axe, and returns to its opener after Escape', async ({
  page,
}) => {
  await page.goto(`${base}/services/female/hair/colouring/air-touch/`);
  await waitForHydration(page);
  const opener = page.getByRole('main').getByRole('button', { name: 'Request a callback' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'Request a callback' });
  await expect(panel.getByLabel('Your name')).toBeFocused();
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // Open, with an error shown beside a field: nothing serious for a screen reader or in contrast.
  await panel.getByLabel('Your name').fill('Amelia');
  await panel.getByLabel('Phone number').fill('123');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Call me back' }).click();
  await expect(panel.getByText('Incorrect phone number entered')).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a bot filling the honeypot is refused, and so is the sixth request in ten minutes', async ({ request }) => {
  const post = (data: Record<string, unknown>) =>
    request.post(`${base}/api/callback`, { headers: { origin: base }, data });
  const form = { name: 'Olivia', phone: '07700 900123', agreed: true, page: '/' };
  // The keyboard test's request was the first of this address.
  const bot = await post({ ...form, website: 'https://spam.example' });
  expect(bot.status()).toBe(400);
  expect(await bot.json()).toEqual({ error: 'rejected' });
  for (let sent = 3; sent <= 5; sent += 1) expect((await post(form)).status()).toBe(201);
  const sixth = await post(form);
  expect(sixth.status()).toBe(429);
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(0);
  // The bot's request never reached the salon; the three others did.
  await expect.poll(() => sink.received.length, { timeout: 60_000 }).toBe(4);
  expect(
    sink.received.some(
      (entry) => (entry as { name: string }).name !== 'Olivia' && (entry as { name: string }).name !== 'Amelia Hart',
    ),
  ).toBe(false);
});

test('any other input is a 400 naming the field, and a body over 4 KB a 413', async ({ request, baseURL }) => {
  // Against the main test server: the own server's address has used its five requests.
  const post = (data: unknown) => request.post('/api/callback', { headers: { origin: baseURL! }, data });
  const badPhone = await post({ name: 'Olivia', phone: '123', agreed: true });
  expect(badPhone.status()).toBe(400);
  expect(await badPhone.json()).toMatchObject({ error: 'invalid_field', field: 'phone', code: 'invalid' });
  const noAgreement = await post({ name: 'Olivia', phone: '07700 900123', agreed: false });
  expect(await noAgreement.json()).toMatchObject({ field: 'agreed' });
  expect((await post({ name: 'x'.repeat(5000) })).status()).toBe(413);
  const foreign = await request.post('/api/callback', { headers: { origin: 'https://evil.example' }, data: {} });
  expect(foreign.status()).toBe(403);
});
