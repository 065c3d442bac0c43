/**
 * The booking panel's service step, on a desktop and a phone: the page's own service and its
 * add-ons come first, the rest grouped by category in the catalogue's order; Continue stays
 * on the screen after a choice far down the list; the visit's summary shows each part on its
 * own; durations are written as the catalogue writes them; axe finds nothing on the step.
 */
import { expect, test, type Page } from '../browse';
import { allViolations } from '../axe';

async function openServiceStepFromServicePage(page: Page) {
  await page.goto('/?book=service:classic-gel-manicure');
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 5: Master' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 5: Service' })).toBeVisible();
  return dialog;
}

async function servicesFirstThenCategories(page: Page) {
  const dialog = await openServiceStepFromServicePage(page);
  const step = dialog.getByRole('group', { name: 'Service' });
  const lists = step.getByRole('list');
  // The page's own service, then its add-ons (as its page suggests them), before anything else.
  await expect(lists.first()).toHaveAccessibleName('For this service');
  const own = lists.first().getByRole('radio');
  await expect(own.first()).toHaveAccessibleName(/^Classic Gel Manicure /);
  await expect(lists.first()).toContainText('Spa Treatment');
  await expect(lists.first()).toContainText('Simple Nail Art');
  // Then every category, in the catalogue's order (women's first), once the list is whole.
  await expect.poll(() => lists.count()).toBeGreaterThan(10);
  await expect(lists.nth(1)).toHaveAccessibleName(/^Women › /);
  const names = await lists.evaluateAll((all) => all.map((list) => list.getAttribute('aria-label')));
  expect(new Set(names).size, 'each group once').toBe(names.length);
  // Durations as the catalogue writes them, never "210 min".
  await expect(step).toContainText('3 h 30 min');
  await expect(step).not.toContainText('210 min');
  expect(await allViolations(page, { include: '[role="dialog"]' })).toEqual([]);
}

async function continueStaysOnScreen(page: Page) {
  const dialog = await openServiceStepFromServicePage(page);
  const radios = dialog.getByRole('radio');
  await expect.poll(() => radios.count()).toBeGreaterThan(60);
  // A choice far down the list: Continue is on the screen right after it, without scrolling.
  const far = radios.nth(60);
  await far.scrollIntoViewIfNeeded();
  await far.check();
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeInViewport({ ratio: 1 });
  // Nothing covers it, and the choice stays visible above it.
  const box = (await next.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe('Continue');
  await expect(far).toBeInViewport();
  // Keyboard order: the list's radios are one stop, and Tab goes from the choice to Continue.
  await far.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await next.click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 5: Master' })).toBeVisible();
}

async function summaryPartsApart(page: Page) {
  await page.goto('/?book=service:classic-gel-manicure');
  const dialog = page.getByRole('dialog', { name: 'Book online' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 5: Day and time' })).toBeVisible();
  const line = dialog.getByRole('list', { name: 'Your visit', exact: true }).getByRole('listitem').first();
  const service = line.locator('[data-part="service"]');
  const master = line.locator('[data-part="master"]');
  await expect(service).toHaveText('Classic Gel Manicure');
  await expect(master).toHaveText('Any master');
  // Apart for the eye: the master under the service, a visible dot between the other parts.
  const [serviceBox, masterBox] = [(await service.boundingBox())!, (await master.boundingBox())!];
  expect(masterBox.y).toBeGreaterThanOrEqual(serviceBox.y + serviceBox.height - 1);
  await expect(line).toContainText('Any master · 1 h · £55');
  expect(await line.innerText()).not.toMatch(/ManicureAny/);
  expect(await allViolations(page, { include: '[role="dialog"]' })).toEqual([]);
}

test("the service step lists the page's own service and its add-ons first, then the catalogue's categories", async ({
  page,
}) => {
  await servicesFirstThenCategories(page);
});

test("@mobile the service step lists the page's own service and its add-ons first, on a phone", async ({ page }) => {
  await servicesFirstThenCategories(page);
});

test('Continue stays on the screen after a choice far down the list', async ({ page }) => {
  await continueStaysOnScreen(page);
});

test('@mobile Continue stays on the screen after a choice far down the list, on a phone', async ({ page }) => {
  await continueStaysOnScreen(page);
});

test("the visit's summary shows the service, master, duration and price apart", async ({ page }) => {
  await summaryPartsApart(page);
});

test("@mobile the visit's summary shows its parts apart, on a phone", async ({ page }) => {
  await summaryPartsApart(page);
});
