import { expect, test } from './browse';
import { bookingUrl, hours, siteUrl, waitForHydration } from './site';

test.describe('home page and shell', () => {
  test('renders the home page from the main page content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Backstage/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/`);
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
  });

  test('the header has the main menu and opens the booking panel', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const [name, href] of [
      ['Price', '/price/'],
      ['Masters', '/employees/'],
      ['Contacts', '/contacts/'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    for (const name of ['About', 'Services', 'Salons']) {
      await expect(nav.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    const services = nav.getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#services-menu').getByRole('link', { name: 'Colouring' })).toHaveAttribute(
      'href',
      '/services/female/hair/colouring/',
    );
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // "Book online" opens the booking panel, which keeps the booking site one click away in a new tab.
    const book = page.getByRole('banner').getByRole('button', { name: 'Book online' });
    await expect(book).toHaveAttribute('aria-haspopup', 'dialog');
    await book.click();
    const site = page.getByRole('dialog', { name: 'Book online' }).getByRole('link', { name: /Open the booking site/ });
    await expect(site).toHaveAttribute('href', new URL(bookingUrl).toString());
    await expect(site).toHaveAttribute('target', '_blank');
  });

  test('the footer shows the hours, service links, other links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('work-hours')).toHaveText(hours);
    await expect(footer.getByRole('link', { name: 'Hair' }).first()).toHaveAttribute('href', '/services/female/hair/');
    await expect(
      footer.getByRole('navigation', { name: 'Women' }).getByRole('link', { name: 'Nails' }),
    ).toHaveAttribute('href', '/services/female/nails/');
    await expect(footer.getByRole('navigation', { name: 'Men' }).getByRole('link', { name: 'Beard' })).toHaveAttribute(
      'href',
      '/services/male/beard/',
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policy/');
    for (const [name, href] of [
      ['About us', '/about/'],
      ['Blog', '/blog/'],
      ['Salons', '/salons/'],
      ['Vacancies', '/vacancies/'],
      ['Contacts', '/contacts/'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /Academy/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('img', { name: /App Store/ })).toBeVisible();
    await expect(footer.getByRole('img', { name: /Google Play/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+44/ })).toHaveAttribute('href', /^tel:\+44/);
    await expect(footer).toContainText(`© 2026 Backstage`);
  });

  test('emits the salon as a BeautySalon with opening hours', async ({ page }) => {
    await page.goto('/');
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')['@graph'];
    const data = graph.find((node: { '@type': string }) => node['@type'] === 'BeautySalon');
    expect(data.address.postalCode).toBe('SW3 4TR');
    expect(data.openingHoursSpecification).toHaveLength(2);
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '09:30', closes: '20:00' });
  });
});

test('@mobile the burger opens a menu that drills into the services', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The burger works once the page is interactive (a tap before that does nothing), however
  // long that takes on a busy machine; one tap then opens the menu.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Open Services' }).click();
  await menu.getByRole('button', { name: 'Open Women' }).click();
  await expect(menu.getByRole('link', { name: 'Hair' })).toHaveAttribute('href', '/services/female/hair/');
  await menu.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Men', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
