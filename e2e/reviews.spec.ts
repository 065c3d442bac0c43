/**
 * Reviews and the next free time, as a visitor meets them on a desktop and a phone: a master's
 * page shows the feedbacks about them with their count and average, the same figure as the
 * masters list and the booking panel; a master nobody has rated says so in words; a service
 * page shows its masters' reviews; both show the next free time once the page has loaded,
 * without moving anything, and a tap on it opens the booking page at that time (also for a
 * browser without JavaScript, which the link is a plain address for; for a service with price
 * options, at its first option's next free time, the option named); axe finds nothing.
 */
import { expect, test, type Page } from './browse';
import { seriousViolations } from './axe';

const rootColour = '/services/female/hair/colouring/root-colour/';

/** Layout shifts since the page began (the buffered entries), as CLS counts them: not after input. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** The next free time's link, once the page has asked for it. */
const nextFree = (page: Page) => page.getByTestId('next-free').getByRole('link');

/** The booking page a next-free link opens: the visit's service with its master, the day and the start. */
function expectBookingAt(href: string, service: string) {
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/book/');
  expect(url.searchParams.get('book')).toMatch(new RegExp(`^service:${service}@[a-z-]+$`));
  expect(url.searchParams.get('day')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(url.searchParams.get('at')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  return url;
}

test('a master’s page shows their reviews, newest first, with the count and average the list and the panel show', async ({ page }) => {
  await page.goto('/employees/amelia-hart/');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText('4.8 · 5 reviews')).toBeVisible();
  await expect(reviews.getByText('Rated 4.8 out of 5 from 5 reviews')).toBeAttached();
  const items = reviews.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Lucy');
  await expect(items.first().locator('time')).toHaveText('21 November 2026');
  const dates = await items.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
  // A review written in Ukrainian is marked as such on the English page.
  await expect(reviews.locator('p[lang="uk"]').filter({ hasText: 'Амелія' })).toHaveCount(1);
  // The same figure beside the name, drawn as one element.
  const facts = page.locator('dl').filter({ hasText: 'Rating' });
  await expect(facts.getByText('4.8 · 5 reviews')).toBeVisible();

  await page.goto('/employees/');
  const card = page.getByRole('region', { name: 'Meet the team' }).getByRole('link', { name: /Amelia Hart/ });
  await expect(card).toContainText('4.8 · 5 reviews');
  await expect(card).toContainText('Rated 4.8 out of 5 from 5 reviews');
  const chloe = page.getByRole('region', { name: 'Meet the team' }).getByRole('link', { name: /Chloe Bennett/ });
  // 3.75 in the content once; the reviews' average to one decimal everywhere now.
  await expect(chloe).toContainText('3.8 · 4 reviews');

  await page.goto(rootColour);
  await page.getByRole('button', { name: 'Book this service' }).click();
  const panel = page.getByRole('dialog', { name: 'Book online' });
  const amelia = panel.getByRole('listitem').filter({ hasText: 'Amelia Hart' });
  await expect(amelia).toContainText('Rated 4.8 out of 5');
});

test('a master nobody has reviewed is “Not rated yet” in words, with no stars and no reviews section', async ({ page }) => {
  await page.goto('/employees/daniel-okafor/');
  await expect(page.getByText('Not rated yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toHaveCount(0);
  await page.goto('/employees/');
  const daniel = page.getByRole('region', { name: 'Meet the team' }).getByRole('link', { name: /Daniel Okafor/ });
  await expect(daniel.getByText('Not rated yet')).toBeVisible();
  await expect(daniel.locator('[aria-hidden="true"][style]')).toHaveCount(0);
});

test('a service page shows its masters’ reviews, each naming its master', async ({ page }) => {
  await page.goto(rootColour);
  const reviews = page.getByRole('region', { name: 'What clients say about the masters of this service' });
  await expect(reviews).toBeVisible();
  // Amelia's five and Sofia's three: the masters who take root colour.
  await expect(reviews.getByRole('listitem')).toHaveCount(8);
  await expect(reviews.getByRole('link', { name: 'about Sofia Marchetti' }).first()).toHaveAttribute('href', '/employees/sofia-marchetti/');
  await expect(reviews.getByRole('link', { name: /about (?!Amelia Hart|Sofia Marchetti)/ })).toHaveCount(0);
});

test('the next free time appears on a service page without moving anything, and opens booking at that time, with and without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto(rootColour);
  const link = nextFree(page);
  await expect(link).toHaveText(/^Next free: (today|tomorrow|\w{3} \d{1,2} \w{3},) \d{2}:\d{2} with (Amelia Hart|Sofia Marchetti)$/);
  expect(await layoutShift(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  const href = (await link.getAttribute('href'))!;
  const url = expectBookingAt(href, 'root-colour');
  const time = /(\d{2}:\d{2})/.exec((await link.textContent())!)![1]!;
  await link.click();
  await expect(page).toHaveURL((current) => current.pathname === '/book/' && current.search === url.search);
  // The time is chosen: the visit's summary has it, and the next step is signing in.
  await expect(page.locator('#phone')).toBeVisible();
  await expect(page.getByText(time).first()).toBeVisible();

  const noJs = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noJs.newPage();
    await plain.goto(href);
    await expect(plain.locator('#phone')).toBeVisible();
    await expect(plain.getByText(time).first()).toBeVisible();
  } finally {
    await noJs.close();
  }
});

test('a service with price options shows the next free time of its first option, naming it, and opens booking on that option', async ({ page }) => {
  await page.goto('/services/female/hair/colouring/air-touch/');
  const link = nextFree(page);
  await expect(link).toHaveText(/^Next free for Short hair: (today|tomorrow|\w{3} \d{1,2} \w{3},) \d{2}:\d{2}( with [A-Z][a-z]+ [A-Z][a-z]+)?$/);
  expect(await layoutShift(page)).toBe(0);
  const url = expectBookingAt((await link.getAttribute('href'))!, 'air-touch-short');
  await link.click();
  await expect(page).toHaveURL((current) => current.pathname === '/book/' && current.search === url.search);
  // The option itself is in the visit, at that time: the next step is signing in.
  await expect(page.locator('#phone')).toBeVisible();
  await expect(page.getByText('Air Touch: Short hair').first()).toBeVisible();
});

test('a master’s page shows their next free time for a service they take, opening booking with them', async ({ page }) => {
  await page.goto('/employees/amelia-hart/');
  const link = nextFree(page);
  await expect(link).toHaveText(/^Next free: (today|tomorrow|\w{3} \d{1,2} \w{3},) \d{2}:\d{2}, .+$/);
  expect(new URL((await link.getAttribute('href'))!, 'http://localhost').searchParams.get('book')).toMatch(/@amelia-hart$/);
  expect(await layoutShift(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('@mobile on a phone, reviews read and the next free time opens booking at that time', async ({ page }) => {
  await page.goto('/employees/amelia-hart/');
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText('4.8 · 5 reviews')).toBeVisible();
  await expect(nextFree(page)).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(rootColour);
  const link = nextFree(page);
  await expect(link).toHaveText(/^Next free: /);
  expect(await layoutShift(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  const url = expectBookingAt((await link.getAttribute('href'))!, 'root-colour');
  await link.tap();
  await expect(page).toHaveURL((current) => current.pathname === '/book/' && current.search === url.search);
  await expect(page.locator('#phone')).toBeVisible();
});

test('the Ukrainian master page words the count with Ukrainian plurals and a decimal comma', async ({ page }) => {
  await page.goto('/ua/employees/amelia-hart/');
  const reviews = page.getByRole('region', { name: 'Відгуки' });
  await expect(reviews.getByText('4,8 · 5 відгуків')).toBeVisible();
  await expect(reviews.locator('p[lang="en"]').first()).toBeVisible();
  await expect(nextFree(page)).toHaveText(/^Найближчий вільний час: /);
});
