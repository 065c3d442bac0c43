/** Helpers of the booking panel's browser tests: the SMS outbox, signing in through the API, keyboard moves. */
import { expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { codeInMessage } from '@/lib/booking/local/code-message';
import { e2eDataDir } from '../site';

/** The host the server's text messages bind their codes to (its `SITE_URL`, unset in these tests). */
const siteHost = new URL(process.env.SITE_URL ?? 'http://localhost:3000').hostname;

/**
 * The code of the latest text message to `phone` in a test server's database, read from the
 * message's origin-bound last line (`@host #code`), as a phone reads it.
 */
export function lastCode(phone: string, port = Number(process.env.E2E_PORT ?? 3100)): string {
  const db = new Database(`${e2eDataDir(port)}/site.sqlite`, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select body from booking_sms_outbox where phone = ? order by id desc limit 1')
      .get(phone) as { body: string } | undefined;
    const code = row && codeInMessage(row.body);
    if (!row || !code) throw new Error(`no code for ${phone}`);
    expect(row.body.split('\n').at(-1), 'the last line binds the code to the site').toBe(`@${siteHost} #${code}`);
    expect(code).toMatch(/^\d{6}$/);
    return code;
  } finally {
    db.close();
  }
}

/**
 * Forgets the sign-in codes asked for from this machine's address in the last hour. Every
 * browser test reaches the server from one address, and together they ask for more codes
 * than the per-address limit allows in an hour (10; its own unit test checks it), so which
 * test met the limit depended on the order the workers ran them in. A test that asks for
 * codes starts from none; the per-phone limit still applies, as the site applies it.
 */
export function forgetAddressCodeLimit(port = Number(process.env.E2E_PORT ?? 3100)) {
  const file = `${e2eDataDir(port)}/site.sqlite`;
  // The server creates its database on first use: before that nothing was asked for.
  if (!existsSync(file)) return;
  const db = new Database(file, { fileMustExist: true, timeout: 5000 });
  try {
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'rate_limit_windows'").get();
    if (table) db.prepare("delete from rate_limit_windows where key like 'auth-code:ip:%'").run();
  } finally {
    db.close();
  }
}

/** Signs in as the page would (its requests carry the page's origin and cookies). */
export async function signInByApi(page: Page, phone: string, port?: number) {
  forgetAddressCodeLimit(port);
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) =>
        (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
      { path, body },
    );
  expect(await post('/api/auth/code', { phone })).toBe(200);
  expect(await post('/api/auth/confirm', { code: lastCode(phone, port), firstName: 'Anne', lastName: 'Elliot' })).toBe(200);
  // The page learns it is signed in the way it does after signing in through its own panel.
  await page.evaluate(() => localStorage.setItem('backstage-signed-in', '1'));
}

/** Presses Tab until `target` has the focus: how a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * In the open panel, as a signed-in visitor: Amelia Hart, the `dayIndex`-th free day after the
 * one chosen first (a later day, which other tests leave alone), the first or last of its
 * times, then Continue to the review.
 */
export async function chooseAmeliaLater(dialog: Locator, { dayIndex, time }: { dayIndex: number; time: 'first' | 'last' }) {
  await dialog.getByRole('radio', { name: /Amelia Hart/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const days = dialog.getByRole('radiogroup', { name: 'Day' });
  await expect(days.getByRole('radio', { checked: true })).toBeVisible();
  const day = days.getByRole('radio', { checked: false, disabled: false }).nth(dayIndex);
  const dayName = (await day.locator('.visually-hidden').textContent())!;
  await day.click();
  const times = dialog.getByRole('radiogroup', { name: `Free times on ${dayName}` }).getByRole('radio');
  await (time === 'first' ? times.first() : times.last()).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}
