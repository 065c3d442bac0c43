import { expect, test, type Locator, type Page } from './browse';
import { specCatalogue } from '../lib/content/fixtures/spec-catalogue';
import { siteUrl, waitForHydration } from './site';

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text)['@graph'] ?? [JSON.parse(text)]).find((data) => data['@type'] === type);
}

test('a visitor reaches a category and then a service through links', async ({ page }) => {
  await page.goto('/');
  const women = page.getByRole('region', { name: 'Our services' });
  await women.getByRole('link', { name: /^Hair/ }).first().click();
  await expect(page).toHaveURL(/\/services\/female\/hair\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hair' })).toBeVisible();
  await page.getByRole('link', { name: /^Colouring/ }).first().click();
  await expect(page).toHaveURL(/\/services\/female\/hair\/colouring\/$/);
  await page.getByRole('link', { name: /^Air Touch/ }).click();
  await expect(page).toHaveURL(/\/services\/female\/hair\/colouring\/air-touch\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Air Touch' })).toBeVisible();
  await expect(page.getByTestId('service-price')).toContainText('from £320');
  // The panel opens with the service's options first, as "For this service"; the booking
  // site, on the service, is one click away.
  await page.getByRole('button', { name: 'Book this service' }).click();
  const panel = page.getByRole('dialog', { name: 'Book online' });
  const own = panel.getByRole('list', { name: 'For this service' });
  await expect(own.getByRole('radio', { name: /^Air Touch/ })).toHaveCount(3);
  await expect(panel.getByRole('radio').first()).toHaveAccessibleName(/^Air Touch/);
  const site = panel.getByRole('link', { name: /Open the booking site/ });
  await expect(site).toHaveAttribute('href', /service=air-touch/);
  await expect(site).toHaveAttribute('target', '_blank');
});

test("a women's service page has its title, description, plain canonical, breadcrumbs and JSON-LD", async ({ page }) => {
  await page.goto('/services/female/hair/colouring/air-touch/');
  const canonical = `${siteUrl}/services/female/hair/colouring/air-touch/`;
  await expect(page).toHaveTitle('Air Touch in Chelsea | Colouring | Backstage');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Air Touch from £\d[\d ]*, 3 h 30 min at Backstage, King's Road, Chelsea\. \S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Air Touch in Chelsea | Colouring | Backstage');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/social-card\/images\/services\/air-touch\.webp\.jpg$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', `${siteUrl}/ua/services/female/hair/colouring/air-touch/`);

  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  await expect(trail).toHaveText(['Home', 'Women', 'Hair', 'Colouring', 'Air Touch']);
  const breadcrumbs = await jsonLd(page, 'BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Women', 'Hair', 'Colouring', 'Air Touch']);
  expect(breadcrumbs.itemListElement[4].item).toBe(`${siteUrl}/services/female/hair/colouring/air-touch/`);

  const service = await jsonLd(page, 'Service');
  expect(service.offers.priceCurrency).toBe('GBP');
  expect(service.offers.priceSpecification.minPrice).toBe(320);
  expect(service.provider['@type']).toBe('BeautySalon');
});

test('under the only salon, a page names the plain page as canonical and links only to canonical addresses', async ({ page }) => {
  await page.goto('/services/backstage-chelsea/female/hair/colouring/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['Home', 'Women', 'Hair', 'Colouring']);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/services/female/hair/colouring/`);
  await expect(page.locator('main a[href*="/services/backstage-chelsea/"]')).toHaveCount(0);
  await expect(page.locator('main a[href="/services/female/hair/colouring/air-touch/"]').first()).toBeVisible();
});

test("a men's service page is about London and has no branch segment", async ({ page }) => {
  await page.goto('/services/male/beard/wet-shave/');
  const canonical = `${siteUrl}/services/male/beard/wet-shave/`;
  await expect(page).toHaveTitle('Traditional Wet Shave in London | Beard | Backstage');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Traditional Wet Shave (from )?£\d+, .*min at Backstage, King's Road, Chelsea\./);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['Home', 'Men', 'Beard', 'Traditional Wet Shave']);
  const service = await jsonLd(page, 'Service');
  expect(service.offers.price).toBe(45);
  expect(service.offers.priceSpecification).toBeUndefined();
});

test('a category page lists its services with price and duration, and the header sits light over its hero', async ({ page }) => {
  await page.goto('/services/female/hair/colouring/');
  await expect(page.locator('[data-header-tone="light"]')).toHaveCount(1);
  const airTouch = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Air Touch', exact: true }) });
  await expect(airTouch).toContainText('from £320');
  await expect(airTouch.locator('time')).toHaveText('3 h 30 min');
  await page.goto('/services/male/hair/');
  const haircut = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Men.s Haircut \(Scissors\)/ }) });
  await expect(haircut).toContainText('from £65');
  await expect(haircut.locator('time')).toHaveText('45 min');
  await page.goto('/services/male/hair/mens-haircut-scissors/');
  await expect(page.locator('[data-header-tone="light"]')).toHaveCount(0);
});

test.describe('wrong addresses are 404s', () => {
  for (const path of [
    '/services/female/hair/colouring/no-such-service/',
    '/services/male/hair/colouring/',
    '/services/female/colouring/',
    '/services/female/hair/colouring/air-touch/extra/',
    '/services/backstage-chelsea/backstage-chelsea/',
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    });
  }
});

test('the price list shows the whole menu in pounds', async ({ page }) => {
  const response = await page.goto('/price/');
  expect(response?.status()).toBe(200);
  const airTouch = page.getByRole('row', { name: /Air Touch/ });
  await expect(airTouch).toContainText('from £320');
  await expect(page.getByRole('row', { name: /Traditional Wet Shave/ })).toContainText('£45');
  await expect(page.getByRole('table')).not.toHaveCount(0);
  // One landmark per salon's list, not one per group of services.
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  const catalog = (await jsonLd(page, 'BeautySalon')).hasOfferCatalog;
  expect(catalog.itemListElement.length).toBe(2);

  await page.getByRole('navigation', { name: 'Price list sections' }).getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page).toHaveURL(/\/price\/male\/$/);
  await expect(page.getByRole('row', { name: /Air Touch/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Beard Trim|Beard/ }).first()).toContainText('£');
});

const laidOut = (row: Locator) => row.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

for (const width of [390, 1280]) {
  test(`while the price list loads, a direction is laid out as it nears the screen, about as tall as guessed, ${width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // The fonts never answered, the page does not finish loading, so nothing is laid out ahead.
    await page.route(/\.woff2$/, () => {});
    await page.goto('/price/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main [data-deferred]').first()).toBeAttached();
    const directions = await page.locator('main [data-deferred]').all();
    const height = (direction: Locator) => direction.evaluate((element) => element.getBoundingClientRect().height);
    // Below the first screen a direction's rows are neither styled nor laid out, its height a guess.
    const atLoad = [];
    for (const direction of directions) {
      const firstRow = direction.locator('tbody tr').first();
      atLoad.push({ direction, firstRow, skipped: !(await laidOut(firstRow)), guessed: await height(direction) });
    }
    expect(atLoad.filter((entry) => entry.skipped).length).toBeGreaterThan(3);
    for (const { direction, firstRow, skipped, guessed } of atLoad) {
      await firstRow.scrollIntoViewIfNeeded();
      await expect.poll(() => laidOut(firstRow)).toBe(true);
      const real = await height(direction);
      // Near enough that the scroll bar hardly moves as the visitor scrolls through the list.
      const off = Math.abs(real - guessed);
      if (skipped) expect(off, `guessed ${guessed} px, laid out ${real} px`).toBeLessThan(Math.max(100, real * 0.12));
    }
  });
}

test('once the price list has loaded, every direction is laid out while the page is idle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/price/');
  // Marked on the document too, so that the list drawn again in this visit is laid out whole.
  await expect(page.locator('html')).toHaveAttribute('data-price-list-whole', '');
  const firstRows = await page.locator('main [data-deferred] tbody tr:first-child').all();
  expect(firstRows.length).toBeGreaterThan(4);
  for (const firstRow of firstRows) expect(await laidOut(firstRow)).toBe(true);
});

test('back from a service, the price list is where the visitor left it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/price/');
  const row = page.locator('main tbody tr').nth(-3);
  const name = (await row.locator('a').textContent()) ?? '';
  // A visitor reading the list jumps down it once it has been laid out, soon after it loaded.
  await expect(page.locator('html')).toHaveAttribute('data-price-list-whole', '');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeInViewport();
  const top = await row.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await row.locator('a').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The new page starts at its top, without scrolling there through the old one.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  type Watched = Window & { scrolledTo?: number[] };
  await page.evaluate(() => {
    const watched: Watched = window;
    watched.scrolledTo = [];
    window.addEventListener('scroll', () => watched.scrolledTo?.push(Math.round(window.scrollY)));
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/price\/$/);
  await expect.poll(() => row.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
  // Put back in one step, not scrolled down to it from the top.
  const scrolledTo = await page.evaluate(() => (window as Watched).scrolledTo ?? []);
  expect(new Set(scrolledTo).size, `scrolled through ${scrolledTo.join(', ')}`).toBe(1);
  // Drawn anew by the router, the list is laid out whole: no guessed height above the row.
  for (const firstRow of await page.locator('main [data-deferred] tbody tr:first-child').all()) {
    expect(await laidOut(firstRow)).toBe(true);
  }
});

test("every service slug of the spec answers 200 at its plain address, its canonical, and under the salon", async ({ request }) => {
  const paths: string[] = [];
  for (const [top, directions] of Object.entries(specCatalogue)) {
    for (const direction of directions) {
      const branch = top === 'female' ? 'backstage-chelsea/' : '';
      for (const slug of direction.services ?? []) paths.push(`/services/${branch}${top}/${direction.slug}/${slug}/`, `/services/${top}/${direction.slug}/${slug}/`);
      for (const [category, slugs] of Object.entries(direction.categories ?? {})) {
        paths.push(`/services/${branch}${top}/${direction.slug}/${category}/`);
        for (const slug of slugs) paths.push(`/services/${branch}${top}/${direction.slug}/${category}/${slug}/`, `/services/${top}/${direction.slug}/${category}/${slug}/`);
      }
    }
  }
  const failures: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) failures.push(`${path} ${response.status()}`);
    else {
      const html = await response.text();
      const canonical = `${siteUrl}${path.replace('/backstage-chelsea/', '/')}`;
      if (!html.includes(`<link rel="canonical" href="${canonical}"/>`)) failures.push(`${path} does not name ${canonical} as canonical`);
    }
  }
  expect(failures).toEqual([]);
  expect(paths.length).toBeGreaterThan(180);
});

test('@mobile a category reaches its services on the first screen, as rows to compare, each with Book', async ({ page }) => {
  await page.goto('/services/female/nails/manicure-nails/');
  const viewport = page.viewportSize()!;
  const hero = page.getByRole('main').locator('section').first();
  expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(viewport.height * 0.4);
  const rows = page.getByRole('region', { name: /Services/ }).getByRole('listitem');
  expect(await rows.count()).toBeGreaterThan(3);
  // The first row starts on the first screen.
  expect((await rows.first().boundingBox())!.y).toBeLessThan(viewport.height);
  for (const row of await rows.all()) {
    await expect(row.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/services\/female\/nails\/manicure-nails\/[a-z0-9-]+\/$/);
    await expect(row.locator('time')).toHaveText(/^(\d+ h)?( ?\d+ min)?$/);
    await expect(row).toContainText('£');
  }
  const first = rows.first();
  const name = (await first.getByRole('heading').textContent())!;
  await waitForHydration(page);
  await first.getByRole('button', { name: `Book ${name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
