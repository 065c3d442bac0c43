import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from './browse';
import { revalidateSecret, waitForHydration } from './site';

const required = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

test('every kind of answer carries the security headers and no internal ones', async ({ request }) => {
  for (const path of ['/', '/services/female/hair/', '/nope/', '/brand/logo.svg', '/robots.txt', '/api/search-index/en']) {
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
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await page.getByRole('searchbox').fill('hair');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/services/female/hair/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Colouring/ })
    .first()
    .click();
  await expect(page).toHaveURL(/colouring\/$/);
  await page.goto('/ua/employees/');
  await page.goto('/nope/');
  expect(violations).toEqual([]);
});

/**
 * The server's own policy modules, loaded by Node as the server loads them (native ES modules
 * that read `import.meta`); Playwright's own loader would turn them into CommonJS.
 */
async function serverPolicy() {
  const load = new Function('url', 'return import(url)') as <T>(url: string) => Promise<T>;
  const at = (file: string) => pathToFileURL(path.resolve('server', file)).href;
  const [policy, scripts] = await Promise.all([
    load<typeof import('../server/content-security-policy.mjs')>(at('content-security-policy.mjs')),
    load<typeof import('../server/site-inline-scripts.mjs')>(at('site-inline-scripts.mjs')),
  ]);
  return { contentSecurityPolicy: policy.contentSecurityPolicy, knownInlineScripts: scripts.knownInlineScripts };
}

test('an inline script that enters a page at run time does not run, while the page still hydrates', async ({
  page,
}) => {
  // The page as the server sends it, with scripts added where stored content lands, and the
  // policy the server's own module computes for that HTML (what the response filter sends).
  const { contentSecurityPolicy, knownInlineScripts } = await serverPolicy();
  const knownScripts = new Set(knownInlineScripts(process.env.NEXT_DIST_DIR || '.next'));
  const injected = [
    'window.__injected = "plain"',
    'self.__next_f.push([1,"x"]);window.__injected = "shaped like the framework"',
    '(self.__next_f=self.__next_f||[]).push([0])',
  ];
  await page.route('**/about/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<main',
      `${injected.map((script) => `<script>${script}</script>`).join('')}<main`,
    );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    headers['content-security-policy'] = contentSecurityPolicy(html, { https: false, knownScripts });
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  const violations = await watchViolations(page);
  // This page is not to hydrate, so its load is not followed by a wait for hydration (which
  // would only end at its hang guard); the browser's reports are waited for instead.
  await page.goto('/about/', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  // A second bootstrap was injected, so Next's data gets no hash: the page is its server HTML.
  await expect
    .poll(() => violations.filter((line) => line.startsWith('script-src')).length)
    .toBeGreaterThanOrEqual(injected.length);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(
    await page.evaluate(() => typeof (window as unknown as { __backstageEarlyTap?: object }).__backstageEarlyTap),
  ).toBe('object');

  // Without the injected bootstrap, the page's own data runs and it hydrates; the other two still do not run.
  injected.pop();
  violations.length = 0;
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(violations.filter((line) => line.startsWith('script-src'))).toHaveLength(injected.length);
});

test('a forged host never reaches a redirect', async ({ request }) => {
  const response = await request.get('/about', {
    maxRedirects: 0,
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
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
  const inHeader = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': revalidateSecret },
    data: { type: 'vacancies' },
  });
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
