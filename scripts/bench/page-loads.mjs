// One load of a page on the phone profile, measured as a visitor meets it: its paints and the
// moment it is interactive, a tap on one of the header's controls as soon as it is painted, or
// a tap on Book as soon as it is painted (scripts/bench/interactive.mjs prints them).
import { interactiveInPage, phoneContext, readInPage, waitInPage } from './phone.mjs';

/** The header's controls a visitor can tap at first paint on a phone, each with what it opens. */
export const controls = [
  { name: 'menu', find: (page) => page.getByRole('banner').getByRole('button', { name: 'Open the menu' }), opens: 'Menu' },
  { name: 'search', find: (page) => page.getByRole('banner').getByRole('button', { name: 'Search the site' }), opens: 'Search' },
  { name: 'callback', find: (page) => page.getByRole('banner').getByRole('button', { name: 'Request a callback' }), opens: 'Request a callback' },
  { name: 'account', find: (page) => page.getByRole('banner').getByRole('button', { name: 'My account' }), opens: 'My account' },
];

/** The first Book control on the screen (`data-book`, link or button): the page's own ("Book this service") or the floating one. */
const bookControl = (page) => page.locator('[data-book]').filter({ visible: true }).first();

const marksOf = (page) => page.evaluate(() => /** @type {any} */ (window).__benchMarks);

/**
 * What had come down the line when the page became interactive, by kind, from the page's
 * own Resource Timing (every file is the site's own origin, so each entry has its size).
 */
const bytesBeforeInteractive = () => {
  const { interactive } = /** @type {any} */ (window).__benchMarks;
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
  const bytes = { html: navigation.transferSize, scripts: 0, fonts: 0, images: 0, other: 0 };
  for (const entry of /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))) {
    if (entry.responseEnd > interactive) continue;
    const { pathname } = new URL(entry.name);
    const kind = pathname.endsWith('.js')
      ? 'scripts'
      : pathname.endsWith('.woff2')
        ? 'fonts'
        : entry.initiatorType === 'img' || pathname.startsWith('/_next/image') || /\.(?:webp|avif|png|jpe?g|svg)$/.test(pathname)
          ? 'images'
          : 'other';
    bytes[kind] += entry.transferSize;
  }
  return bytes;
};

/** One load without input: first paint, largest paint, interactive, and the bytes before it. */
export async function measurePaints(browser, base, pagePath) {
  const { context, page, cdp } = await phoneContext(browser, base);
  try {
    await page.goto(pagePath, { waitUntil: 'commit' });
    // The largest paint is final once the page has loaded and settled; nothing has been tapped.
    await waitInPage(cdp, `document.readyState === 'complete' && ${interactiveInPage}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ...(await readInPage(cdp, 'window.__benchMarks')), before: await readInPage(cdp, `(${bytesBeforeInteractive})()`) };
  } finally {
    await context.close();
  }
}

/** One load with a tap on `control` as soon as it is painted. */
export async function measureTap(browser, base, pagePath, control) {
  const { context, page } = await phoneContext(browser, base);
  const tabs = [];
  context.on('page', (tab) => tabs.push(tab));
  try {
    await page.goto(pagePath, { waitUntil: 'commit' });
    const target = control.find(page);
    // A control this screen does not show (the callback button on a phone, whose number is
    // a tap away instead) is not tapped: the header is painted whole, with or without it.
    await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).waitFor({ state: 'visible', timeout: 30_000 });
    if (!(await target.isVisible())) return { outcome: 'not on this screen', ms: null, beforeInteractive: false };
    const tappedAt = await page.evaluate(() => performance.now());
    await target.tap({ timeout: 10_000 });
    const dialog = page.getByRole('dialog', { name: control.opens });
    // Long enough for the slowest interactive page seen, and then some.
    const deadline = Date.now() + 15_000;
    let openedAt = null;
    while (Date.now() < deadline && openedAt === null && tabs.length === 0) {
      if (await dialog.isVisible().catch(() => false)) openedAt = await page.evaluate(() => performance.now());
      else await page.waitForTimeout(25);
    }
    const marks = await marksOf(page);
    if (tabs.length > 0) return { outcome: 'new tab', ms: null, beforeInteractive: marks.interactive === null || marks.interactive > tappedAt };
    if (openedAt === null) return { outcome: 'nothing', ms: null, beforeInteractive: marks.interactive === null || marks.interactive > tappedAt };
    await page.waitForTimeout(300);
    const dialogs = await page.getByRole('dialog').count();
    const focused = await dialog.evaluate((node) => node.contains(document.activeElement)).catch(() => false);
    const outcome = dialogs > 1 ? 'opened twice' : focused ? 'opened' : 'opened, focus outside';
    return { outcome, ms: openedAt - tappedAt, beforeInteractive: marks.interactive === null || marks.interactive > tappedAt };
  } finally {
    await context.close();
  }
}

/**
 * One load with a tap on Book as soon as it is painted: which usable booking step came (the
 * booking page the link leads to, or the panel the live button opens), how long after the tap,
 * and how long after it the tapped page dispatched the click.
 */
export async function measureBookTap(browser, base, pagePath) {
  const { context, page } = await phoneContext(browser, base);
  const tabs = [];
  context.on('page', (tab) => tabs.push(tab));
  try {
    await page.goto(pagePath, { waitUntil: 'commit' });
    const target = bookControl(page);
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    // A finger lands where the control is drawn, and the browser hands the touch to the page
    // as soon as its main thread is free. Playwright's own `tap` first checks the control over
    // several round trips to that main thread (scrolled into view, still across two frames, not
    // covered), each waiting out whatever long task is running, which a finger does not. So the
    // control's place and the time are read in one round trip, and the touch sent there. The
    // moment the old page dispatches the click is kept for the tab's session too.
    const at = await page.evaluate(() => {
      const control = [...document.querySelectorAll('[data-book]')].find(
        (element) => element.getBoundingClientRect().width > 0 && element.checkVisibility(),
      );
      if (!control) throw new Error('No Book control is drawn');
      let box = control.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        control.scrollIntoView({ block: 'center' });
        box = control.getBoundingClientRect();
      }
      sessionStorage.setItem('benchBookTap', '1');
      addEventListener('click', () => sessionStorage.setItem('benchClickAt', String(performance.timeOrigin + performance.now())), {
        capture: true,
        once: true,
      });
      /** @type {any} */ (window).__benchWatchBookingStep();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, tappedAt: performance.timeOrigin + performance.now() };
    });
    await page.touchscreen.tap(at.x, at.y);
    // Long enough for the booking page's first, dynamic answer on a busy machine, and then some.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && tabs.length === 0) {
      // The page may be between two documents (the link followed): asked again on the next one.
      const step = await page
        .evaluate(() => {
          const reached = /** @type {any} */ (window).__benchBookStep;
          return reached ? { ...reached, clickAt: Number(sessionStorage.getItem('benchClickAt')) || null } : null;
        })
        .catch(() => null);
      if (step) return { outcome: step.via, ms: step.at - at.tappedAt, clickMs: step.clickAt === null ? null : step.clickAt - at.tappedAt };
      await page.waitForTimeout(50);
    }
    return { outcome: tabs.length > 0 ? 'new tab' : 'nothing', ms: null, clickMs: null };
  } finally {
    await context.close();
  }
}
