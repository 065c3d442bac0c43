// `npm run bench -- --main-thread [--runs N]`: where each template's main-thread work goes while
// it loads on a phone, beside the bare Next.js page's, read from Chromium's performance trace.
//
// The page loads on the phone profile's network and screen (scripts/bench/phone.mjs), with
// the CPU left at its own speed, and the trace runs until every control on the first screen is
// live. The figures are the renderer main thread's own CPU time (the trace's thread durations;
// Chromium's CPU slowdown would count into them as well), split by what the time went to: the HTML
// (parsing and the document's loading), scripts (compiling, evaluating, hydrating, the framework's
// tasks, garbage collection), style, layout, paint, and the rest (messages between processes,
// the scheduler). Thread time counts only while the thread ran, not while it waited for a core
// that other work held, so these figures compare runs on a shared machine far better than paint
// timings do; on the phone profile the same work takes the CPU slowdown (4x) times as long.
// Beside them: the HTML's size, the part of it that is the framework's inline payload (the
// page's tree again, for hydration), and the DOM's element count.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carryingPath, startFrameworkFloor } from './framework-floor.mjs';
import { startServer } from './hardening.mjs';
import { chromeArgs, chromePath, interactiveInPage, phoneContext, phoneProfile, readInPage, waitInPage } from './phone.mjs';
import { warm } from './lighthouse.mjs';
import { templates } from './templates.mjs';

const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'loading',
  'disabled-by-default-v8.gc',
].join(',');

/** What a trace event's own time went to, by its name. */
export function categoryOf(name) {
  if (/^(ParseHTML|DecodedDataDocumentParser|HTMLDocumentParser|DocumentLoader|CommitNavigation)/.test(name))
    return 'html';
  if (
    /^(EvaluateScript|FunctionCall|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|v8|V8|MinorGC|MajorGC|GCEvent)/.test(
      name,
    )
  )
    return 'script';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/.test(name))
    return 'style';
  if (/^Layout$/.test(name)) return 'layout';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask|Decode)/.test(name)) return 'paint';
  return 'other';
}

export const categories = ['html', 'script', 'style', 'layout', 'paint', 'other'];

/** The trace's parsing of the page itself: its thread is the page's main thread. */
function pageParse(events) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'));
  if (!parse) throw new Error('the trace has no parsing of the page');
  return parse;
}

/**
 * The main thread's own CPU time by category, in ms, from a trace's events: the thread that parsed
 * the page's HTML, from the navigation on. Each complete event's thread time less its children's
 * is its own.
 */
export function mainThreadTime(events) {
  const parse = pageParse(events);
  const start =
    events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
      ?.ts ?? 0;
  const timed = events
    .filter(
      (event) =>
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ph === 'X' &&
        event.tdur !== undefined &&
        event.ts >= start,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const open = [];
  for (const event of timed) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? 0) - event.tdur);
    own.set(event, (own.get(event) ?? 0) + event.tdur);
    open.push(event);
  }
  const totals = Object.fromEntries(categories.map((category) => [category, 0]));
  for (const [event, micros] of own) totals[categoryOf(event.name)] += micros / 1000;
  totals.total = categories.reduce((sum, category) => sum + totals[category], 0);
  return totals;
}

/**
 * The page's tasks after its first paint, as a phone running `slowdown` times slower would run
 * them: the longest task's thread time, and the blocking time (each task's time over 50 ms,
 * summed; Lighthouse's Total Blocking Time counts the same from the first contentful paint).
 * Tasks are the top-level `RunTask` events on the thread that parsed the page.
 */
export function longTasks(events, slowdown) {
  const parse = pageParse(events);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid)?.ts ?? parse.ts;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === parse.pid &&
      event.tid === parse.tid &&
      event.tdur !== undefined &&
      event.ts >= paint,
  );
  const phoneMs = tasks.map((task) => (task.tdur / 1000) * slowdown);
  return {
    longest: Math.max(0, ...phoneMs),
    blocking: phoneMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
  };
}

/** One traced load until the first screen's controls are live. */
async function traceLoad(browser, base, pagePath) {
  const { context, page, cdp } = await phoneContext(browser, base, { cpuSlowdown: 1 });
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: traceCategories, transferMode: 'ReportEvents' });
    await page.goto(pagePath, { waitUntil: 'load' });
    await waitInPage(cdp, interactiveInPage, { timeout: 60_000 });
    const elements = await readInPage(cdp, "document.getElementsByTagName('*').length");
    await cdp.send('Tracing.end');
    await complete;
    return { ...mainThreadTime(events), ...longTasks(events, phoneProfile.cpuSlowdown), elements };
  } finally {
    await context.close();
  }
}

/** The HTML as sent before compression, and the framework's inline payload inside it. */
async function htmlWeight(base, pagePath) {
  const response = await fetch(new URL(pagePath, base), {
    headers: { cookie: 'cookiesAccepted=true', 'accept-encoding': 'identity' },
  });
  const html = await response.text();
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce(
    (sum, match) => sum + match[0].length,
    0,
  );
  return { html: html.length, payload };
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${Math.round(bytes / 1000)} KB`;

export async function benchMainThread({ root, port, runs = 3, pages = templates }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-main-thread-'));
  const server = await startServer(root, port, [], { DATA_DIR: dataDir });
  // Each template also carried by a bare page (its styles, fonts, picture and markup, one
  // button): the difference is the site's own code.
  const floor = await startFrameworkFloor(root, port + 1, { site: server.base, carry: pages });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    for (const { path: pagePath } of pages) await warm(server.base, pagePath);
    const rows = [
      ...pages.map((page) => ({ ...page, base: server.base })),
      { label: 'bare Next.js page', path: '/', base: floor.base },
      ...pages.map(({ label }) => ({ label: `bare page carrying the ${label}`, path: carryingPath(label), base: floor.base })),
    ];
    const results = new Map(rows.map((row) => [row, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const row of rows) results.get(row).push(await traceLoad(browser, row.base, row.path));
      process.stdout.write('.');
    }
    console.log(
      `\nMain-thread CPU while a page loads until its first screen is live, on the phone's network and screen, ${runs} runs, ` +
        `medians in ms of the thread's own time at this machine's speed (x${phoneProfile.cpuSlowdown} on the phone profile):`,
    );
    console.log(
      `(longest task and blocking time after the first paint: thread time x${phoneProfile.cpuSlowdown}, as the phone would take it)`,
    );
    console.log(`| template | ${categories.join(' | ')} | total | longest task | blocking | elements | HTML | inline payload |`);
    console.log(`|---|${categories.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|---:|`);
    for (const row of rows) {
      const samples = results.get(row);
      const cells = [...categories, 'total', 'longest', 'blocking', 'elements'].map((key) =>
        Math.round(median(samples.map((sample) => sample[key]))),
      );
      const weight = await htmlWeight(row.base, row.path);
      console.log(`| ${row.label} | ${cells.join(' | ')} | ${kb(weight.html)} | ${kb(weight.payload)} |`);
    }
  } finally {
    await browser.close();
    server.stop();
    floor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
