/**
 * With BOOKING_WIDGET_URL set, the booking panel frames the widget and posts it the salon,
 * the page's choice, and for a signed-in client the favourites and the access token, to
 * the widget's origin only; it heeds messages from the widget's own frame only.
 */
import { expect, test } from '../browse';
import { rmSync } from 'node:fs';
import { e2eDataDir } from '../site';
import { startOwnServer, type OwnServer } from '../servers/own-server';
import { startWidgetPage } from '../servers/widget-page';
import { signInByApi } from './booking-kit';

const sitePort = Number(process.env.E2E_PORT ?? 3100) + 30;
const widgetPort = sitePort + 1;
const servicePage = '/services/backstage-chelsea/female/hair/colouring/root-colour/';

let site: OwnServer;
let widget: Awaited<ReturnType<typeof startWidgetPage>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(e2eDataDir(sitePort), { recursive: true, force: true });
  widget = await startWidgetPage(widgetPort);
  site = await startOwnServer(sitePort, { DATA_DIR: e2eDataDir(sitePort), BOOKING_WIDGET_URL: widget.url });
});
test.afterAll(async () => {
  await site?.stop();
  await widget?.stop();
});

test('the panel frames the widget, tells it what was chosen and, once signed in, who is booking', async ({
  page,
  context,
}) => {
  const response = await page.goto(`${site.base}${servicePage}`);
  expect(response?.headers()['content-security-policy']).toContain(`frame-src http://127.0.0.1:${widgetPort}`);
  await page.getByRole('button', { name: 'Book this service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  const frame = page.frameLocator('iframe[title="Online booking"]');
  const log = frame.locator('#log');
  await expect(log).toContainText(`${site.base} {"type":"location","value":"500"}`);
  await expect(log).toContainText(`${site.base} {"type":"service","value":"1002"}`);
  await expect(log).not.toContainText('"auth"');

  // A page of another origin inside the widget asks to close the panel: it is not heeded.
  await expect(frame.frameLocator('iframe[title="Foreign"]').locator('#state')).toHaveText('posted close');
  await expect(dialog).toBeVisible();
  await frame.getByRole('button', { name: 'Close from the widget' }).click();
  await expect(dialog).toBeHidden();

  await signInByApi(page, '+447700900801', sitePort);
  await page.reload();
  await page.getByRole('button', { name: 'Book this service' }).click();
  // A session cookie holds the booking system's token after the site's tag and session id (lib/sessions/cookie-tags.ts).
  const tokenIn = (value: string) => value.split('.').slice(2).join('.');
  const access = tokenIn((await context.cookies()).find((cookie) => cookie.name === 'bs_access')!.value);
  await expect(log).toContainText(`${site.base} {"type":"auth","value":"${access}"}`);
  await expect(log).toContainText('{"type":"fav_service","value":[]}');
  await expect(log).toContainText('{"type":"fav_employee","value":[]}');
  const refresh = tokenIn((await context.cookies()).find((cookie) => cookie.name === 'bs_refresh')!.value);
  await expect(log).not.toContainText(refresh);
});
