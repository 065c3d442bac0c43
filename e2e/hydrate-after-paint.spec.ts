import { expect, test } from './browse';
import { waitForHydration } from './site';
import { pageScriptSources } from '../server/hydrate-after-paint.mjs';

// Pages are shown first and made interactive after: the framework's scripts are not in the
// HTML as tags but added by an inline loader once the largest paint is on the screen.

const pages = ['/', '/services/backstage-chelsea/female/hair/colouring/air-touch/', '/price/', '/ua/blog/'];

test('the HTML names the framework only through the loader', async ({ request }) => {
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
    expect(html, path).not.toMatch(/<link rel="preload" as="script"/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script data-hydrate-after-paint="">/g), path).toHaveLength(1);
    expect(head, path).toMatch(/\)\(\["\/_next\/static\/chunks\/[^"]+\.js"/);
  }
});

test('every script a page loads with its HTML is marked for eager compilation', async ({ request }) => {
  // The build's postbuild step (scripts/compile-hints.mjs) puts V8's hint on their first line.
  for (const path of pages) {
    const sources = pageScriptSources(await (await request.get(path)).text());
    expect(sources.length, path).toBeGreaterThan(5);
    for (const source of sources) {
      const script = await (await request.get(source)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), source).toBe(true);
    }
  }
});

test('the scripts start loading after the largest paint, and the page then becomes interactive', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of pages) {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(
      () =>
        new Promise<{ paint: number; firstScript: number; scripts: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const paint = entries[entries.length - 1]!.startTime;
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js/.test(entry.name)) as PerformanceResourceTiming[];
            resolve({ paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(timing.scripts, path).toBeGreaterThan(5);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
  }
  expect(violations).toEqual([]);
});

test('a visitor who touches the page before it has painted does not wait for the paint', async ({ page }) => {
  // The main image is held back, so the first screen is not complete; a tap starts the scripts.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/image\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('header').waitFor();
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js/.test(entry.name)).length);
  expect(before).toBe(0);
  await page.mouse.down();
  await page.mouse.up();
  await waitForHydration(page);
  release();
});
