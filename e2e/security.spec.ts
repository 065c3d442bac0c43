import { expect, test, type Page } from './browse';
import { revalidateSecret } from './site';

const required = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

test('every kind of answer carries the security headers and no internal ones', async ({ request }) => {
  for (const path of ['/', '/services/female/hair/', '/nope/', '/brand/logo.svg', '/robots.txt', '/api/search-index']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers, path).toMatchObject(required);
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    const leaked = Object.keys(headers).filter((name) => /^x-(nextjs|middleware|backstage|powered-by)/.test(name));
    expect(leaked, path).toEqual([]);
    // Served over plain http here: no HSTS.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('HTML answers carry a Content-Security-Policy that hashes their inline scripts', async ({ request }) => {
  const response = await request.get('/services/female/hair/colouring/air-touch/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  const html = await response.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  expect(policy.match(/'sha256-/g)?.length).toBeGreaterThanOrEqual(inline.length);
});

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('browsing, searching and navigating break no rule of the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.getByRole('button', { name: /search/i }).first().click();
  await page.getByRole('searchbox').fill('hair');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/services/female/hair/');
  await page.getByRole('main').getByRole('link', { name: /Colouring/ }).first().click();
  await expect(page).toHaveURL(/colouring\/$/);
  await page.goto('/ua/employees/');
  await page.goto('/nope/');
  expect(violations).toEqual([]);
});

test('a forged host never reaches a redirect', async ({ request }) => {
  const response = await request.get('/about', { maxRedirects: 0, headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
  expect(response.status()).toBe(301);
  expect(response.headers().location).not.toContain('evil.example');
});

test('the default locale written out answers 301 to the unprefixed address', async ({ request }) => {
  const response = await request.get('/en/about/?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/about\/\?x=1$/);
});

test('the revalidation secret is accepted in its header only', async ({ request }) => {
  const inQuery = await request.post(`/api/revalidate?secret=${revalidateSecret}`, { data: { type: 'vacancies' } });
  expect(inQuery.status()).toBe(401);
  const inHeader = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': revalidateSecret }, data: { type: 'vacancies' } });
  expect(inHeader.status()).toBe(200);
  expect(await inHeader.json()).toEqual({ revalidated: ['content:vacancies'] });
});

test('pages and files are only read; writes to them are 405', async ({ request }) => {
  for (const path of ['/about/', '/images/pages/not-found.webp']) {
    const response = await request.post(path, { data: 'x', maxRedirects: 0 });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
  }
});
