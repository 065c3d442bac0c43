/**
 * The booking panel with JavaScript shows the visit's summary on every step before the
 * review, offers "Add another service" before a time is chosen, and removes a service from
 * the summary; axe finds nothing on those steps.
 */
import { expect, test, type Page } from '../browse';
import { allViolations } from '../axe';

async function expectAccessible(page: Page, step: string) {
  expect(await allViolations(page, { include: '[role="dialog"]' }), step).toEqual([]);
}

test('the panel builds the visit like a basket, its summary on every step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?book=service:classic-gel-manicure');
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  const summary = dialog.getByRole('list', { name: 'Your visit', exact: true });
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 5: Master' })).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).toContainText('Classic Gel Manicure');
  await expect(summary).toContainText('Master not chosen yet');
  await expectAccessible(page, 'master');

  await dialog.getByRole('button', { name: 'Add another service' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
  await expect(summary).toContainText('Any master');
  await dialog.getByRole('searchbox').fill('Classic Pedicure (No Polish)');
  await dialog
    .getByRole('radio', { name: /Classic Pedicure \(No Polish\)/ })
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 5: Master' })).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('region', { name: 'Your visit' })).toContainText('Total £115');
  await expectAccessible(page, 'time');

  await summary.getByRole('button', { name: 'Remove Classic Gel Manicure' }).click();
  await expect(summary.getByRole('listitem')).toHaveCount(1);
  await expect(summary).toContainText('Classic Pedicure (No Polish)');
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();
});
