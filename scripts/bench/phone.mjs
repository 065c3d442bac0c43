// The phone the speed benchmarks load pages on: Debian's Chromium with Lighthouse's mobile
// profile applied for real through CDP, the marks each page notes from its first byte (first
// paint, largest paint, interactive, a usable booking step after a Book tap), and reading
// them without putting anything else into the page. Used by the interactive benchmark
// (interactive.mjs) and the main-thread one (main-thread.mjs).

export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Lighthouse's mobile profile, applied: its `mobileSlow4G` figures. */
export const phoneProfile = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

// Paints and the header's hydration, noted in the page from its first byte.
const observe = () => {
  const marks = { fcp: null, lcp: null, interactive: null };
  /** @type {any} */ (window).__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Interactive: every marked control on the first screen is live (use-early-tap says so).
  new MutationObserver((_, observer) => {
    const onScreen = [...document.querySelectorAll('[data-early-tap]')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    });
    if (onScreen.length > 0 && onScreen.every((element) => element.hasAttribute('data-early-tap-live'))) {
      marks.interactive = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-early-tap-live'] });
  // After a Book tap (flagged for the tab's session, so the booking page it may lead to
  // watches too): each frame, before it is painted, whether a usable booking step is drawn;
  // the first such frame is noted on the window, as a time since the epoch.
  const watchBookingStep = () => {
    const drawn = (element) => element !== null && element.getBoundingClientRect().width > 0 && element.checkVisibility();
    const usable = () => {
      const onPage = location.pathname.endsWith('/book/') && drawn(document.getElementById('step'));
      if (onPage && drawn(document.querySelector('#step ~ div :is(a[href], button, input, select)'))) return 'page';
      const panelStep = document.querySelector('[role="dialog"] h3[tabindex="-1"]');
      const choice = document.querySelector(
        '[role="dialog"] h3[tabindex="-1"] ~ * :is([role="radio"], input:not([type="hidden"]), select, a[href])',
      );
      return drawn(panelStep) && drawn(choice) ? 'panel' : null;
    };
    const frame = () => {
      const via = usable();
      if (via) /** @type {any} */ (window).__benchBookStep = { via, at: performance.timeOrigin + performance.now() };
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  /** @type {any} */ (window).__benchWatchBookingStep = watchBookingStep;
  if (sessionStorage.getItem('benchBookTap') !== null) watchBookingStep();
};

/**
 * A fresh context on the phone profile, with the page's marks observed. `cpuSlowdown: 1` keeps
 * the machine's own CPU speed (the main-thread trace counts thread time, which the slowdown
 * would inflate).
 */
export async function phoneContext(browser, base, { cpuSlowdown = phoneProfile.cpuSlowdown } = {}) {
  const context = await browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: phoneProfile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    baseURL: base,
  });
  // A returning visitor: the cookie notice covers nothing.
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: base }]);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneProfile.network);
  if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** The value of `expression` in the page, read over the DevTools protocol. */
export async function readInPage(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  return result.value;
}

/**
 * Waits until `expression` is true in the page, asking a quarter of a second apart over the
 * DevTools protocol. Playwright's own waiting (`waitForFunction`, locators) would first put
 * its script of several hundred KB into the page, which the phone's CPU compiles and runs on
 * the main thread while the page loads (45 ms just before the first paint in a trace of `/`):
 * work no visitor's browser does.
 */
export async function waitInPage(cdp, expression, { timeout = 30_000 } = {}) {
  const deadline = Date.now() + timeout;
  while (!(await readInPage(cdp, expression))) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeout} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The marks, once every marked control of the first screen is live. */
export const interactiveInPage = 'window.__benchMarks?.interactive != null';

