// `npm run bench -- --interactive`: what a visitor on a phone feels, with the throttling
// applied for real (Chromium through CDP: CPU 4x slower, 1.6 Mbit/s down, 150 ms round trip,
// the figures of Lighthouse's mobile profile) rather than simulated from a fast trace.
//
// Per page template, on the production server, in fresh browser contexts (empty cache):
// - first paint, largest paint, and interactive: the moment every control on the first
//   screen that is marked for early taps (components/EarlyTap: the header's buttons) has been
//   taken over by the framework, so that a tap runs at once rather than being kept for later;
// - for each of the header's controls a visitor can tap at first paint, what a tap as soon
//   as it is painted did (the panel it names opened, a new tab opened, nothing) and how long
//   from the tap until the panel was on the screen;
// - a tap on Book as soon as it is painted: until it is live it is a link to the site's own
//   booking page, after that a button that opens the booking panel; how long from the tap
//   until a usable booking step was on the screen (the page's step heading and its first
//   control, or the panel's step heading and its first choice or field), and which came.
// Then Lighthouse on the same build, with its simulated throttling and with
// `--throttling-method=devtools` (applied), side by side. Medians with the range of the runs:
// the machine is shared, so only figures taken together compare.
//
//   npm run bench -- --interactive                   5 runs, one Lighthouse run of each kind
//   npm run bench -- --interactive --runs 3 --lighthouse-runs 2
//   npm run bench -- --interactive --lighthouse-runs 0   without Lighthouse
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { carryingPath, startFrameworkFloor } from './framework-floor.mjs';
import { startServer } from './hardening.mjs';
import { cell, lighthouseRows, formatTable, median, warm } from './lighthouse.mjs';
import { controls, measureBookTap, measurePaints, measureTap } from './page-loads.mjs';
import { chromeArgs, chromePath, phoneProfile } from './phone.mjs';
import { templates } from './templates.mjs';

const ms = (value) => `${Math.round(value)}`;
/** "640 ms (420-900)", or "-" when no run was timed. */
const msCell = (values) => (values.length > 0 ? `${cell(values, ms)} ms` : '-');

/** "opened 5/5, 640 ms (420-900)"; with how many taps came before the page was interactive. */
function tapCell(results) {
  const outcomes = new Map();
  for (const result of results) outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
  const timed = results.filter((result) => result.ms !== null).map((result) => result.ms);
  const early = results.filter((result) => result.beforeInteractive).length;
  const said = [...outcomes].map(([outcome, count]) => `${outcome} ${count}/${results.length}`).join(', ');
  return `${said}${timed.length > 0 ? `, ${cell(timed, ms)} ms` : ''} (${early} early)`;
}

export async function benchInteractive({ root, port, runs = 5, lighthouseRuns = 1, pages = templates }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-interactive-'));
  const server = await startServer(root, port, [], { DATA_DIR: dataDir });
  // Built before anything is timed: the build takes the machine for a while. Each template is
  // also carried by a bare page (its styles, fonts, picture and markup, one button), to tell
  // the weight of its content from the cost of the site's own code.
  const floor = await startFrameworkFloor(root, port + 1, { site: server.base, carry: pages });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    for (const { path: pagePath } of pages) await warm(server.base, pagePath);
    console.log(
      `\nInteractive on a phone, throttling applied (CPU ${phoneProfile.cpuSlowdown}x, 1.6 Mbit/s, ${phoneProfile.network.latency} ms RTT), ` +
        `${runs} runs per template; medians in ms (range):`,
    );
    const results = new Map(
      pages.map(({ path: pagePath }) => [pagePath, { paints: [], taps: new Map(controls.map((c) => [c.name, []])), book: [] }]),
    );
    const floorPaints = [];
    const carriedPaints = new Map(pages.map(({ label }) => [label, []]));
    for (let run = 0; run < runs; run += 1) {
      floorPaints.push(await measurePaints(browser, floor.base, '/'));
      for (const { label, path: pagePath } of pages) {
        const entry = results.get(pagePath);
        carriedPaints.get(label).push(await measurePaints(browser, floor.base, carryingPath(label)));
        entry.paints.push(await measurePaints(browser, server.base, pagePath));
        for (const control of controls) entry.taps.get(control.name).push(await measureTap(browser, server.base, pagePath, control));
        entry.book.push(await measureBookTap(browser, server.base, pagePath));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n\n');
    console.log('| template | first paint | largest paint | interactive | largest paint to interactive |');
    console.log('|---|---|---|---|---|');
    const paintRow = (label, paints) => {
      const pick = (name) => paints.map((marks) => marks[name]).filter((value) => value !== null);
      const gap = paints.filter((marks) => marks.lcp !== null && marks.interactive !== null).map((marks) => marks.interactive - marks.lcp);
      console.log(`| ${label} | ${cell(pick('fcp'), ms)} | ${cell(pick('lcp'), ms)} | ${cell(pick('interactive'), ms)} | ${cell(gap, ms)} |`);
    };
    for (const { label, path: pagePath } of pages) paintRow(label, results.get(pagePath).paints);
    paintRow('bare Next.js page', floorPaints);
    for (const { label } of pages) paintRow(`bare page carrying the ${label}`, carriedPaints.get(label));
    console.log(
      '\n(bare Next.js page: a heading, a paragraph and one client button, built with the same Next.js and React, Brotli 11: the framework\'s own floor; ' +
        'carrying a template: the same page and button with the template\'s styles, preloaded fonts and picture, and markup, no other script)',
    );
    // Each template's medians over the bare page's, and over the bare page carrying it: the
    // first is what the framework and the page's content cost together, the second the site's own code.
    const marks = ['fcp', 'lcp', 'interactive'];
    const medianOf = (paints, name) => median(paints.map((mark) => mark[name]).filter((value) => value !== null));
    const ratio = (paints, against, name) => `${(medianOf(paints, name) / medianOf(against, name)).toFixed(2)}x`;
    console.log('\n| template, medians over | bare page: first paint | largest paint | interactive | bare page carrying it: first paint | largest paint | interactive |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const { label, path: pagePath } of pages) {
      const { paints } = results.get(pagePath);
      const cells = [...marks.map((name) => ratio(paints, floorPaints, name)), ...marks.map((name) => ratio(paints, carriedPaints.get(label), name))];
      console.log(`| ${label} | ${cells.join(' | ')} |`);
    }
    // The line is the floor of "interactive": each KB takes 5 ms at 1.6 Mbit/s.
    const kinds = ['html', 'scripts', 'fonts', 'images', 'other'];
    console.log(`\n| downloaded before interactive (KB) | ${kinds.join(' | ')} | total | the total at 1.6 Mbit/s |`);
    console.log(`|---|${kinds.map(() => '---:').join('|')}|---:|---:|`);
    const bytesRow = (label, paints) => {
      const kb = (bytes) => (bytes / 1024).toFixed(1);
      const total = median(paints.map(({ before }) => kinds.reduce((sum, kind) => sum + before[kind], 0)));
      const lineMs = (total / phoneProfile.network.downloadThroughput) * 1000;
      const byKind = kinds.map((kind) => kb(median(paints.map(({ before }) => before[kind]))));
      console.log(`| ${label} | ${byKind.join(' | ')} | ${kb(total)} | ${Math.round(lineMs)} ms |`);
    };
    for (const { label, path: pagePath } of pages) bytesRow(label, results.get(pagePath).paints);
    bytesRow('bare Next.js page', floorPaints);
    for (const { label } of pages) bytesRow(`bare page carrying the ${label}`, carriedPaints.get(label));
    console.log(`\n| tap at first paint | ${controls.map((control) => control.name).join(' | ')} |`);
    console.log(`|---|${controls.map(() => '---').join('|')}|`);
    for (const { label, path: pagePath } of pages) {
      const { taps } = results.get(pagePath);
      console.log(`| ${label} | ${controls.map((control) => tapCell(taps.get(control.name))).join(' | ')} |`);
    }
    console.log('\n(a tap: what it did, in how many runs; from the tap to the panel on the screen; "early": runs where the tap came before the page was interactive)');
    console.log('\n| Book tapped at first paint | usable booking step came from | tap to usable step | tap to the click |');
    console.log('|---|---|---|---|');
    for (const { label, path: pagePath } of pages) {
      const { book } = results.get(pagePath);
      const outcomes = new Map();
      for (const result of book) outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
      const said = [...outcomes].map(([outcome, count]) => `${outcome} ${count}/${book.length}`).join(', ');
      const timed = book.filter((result) => result.ms !== null).map((result) => result.ms);
      const clicks = book.filter((result) => result.clickMs !== null).map((result) => result.clickMs);
      console.log(`| ${label} | ${said} | ${msCell(timed)} | ${msCell(clicks)} |`);
    }
    console.log(
      "\n(from the tap to the first frame with a usable step: the booking page's step heading and its first control, or the panel's; and to the moment the tapped page dispatched the click, once its main thread was free)",
    );

    // Lighthouse on the same server: its simulation beside the throttling applied.
    for (const throttling of lighthouseRuns > 0 ? ['simulate', 'devtools'] : []) {
      const rows = await lighthouseRows({ base: server.base, pages, runs: lighthouseRuns, throttling, dataDir });
      console.log(`\nLighthouse, mobile, --throttling-method=${throttling}, ${lighthouseRuns} run(s) per page:\n`);
      console.log(formatTable(rows));
    }
  } finally {
    await browser.close();
    server.stop();
    floor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- --book-vs DIR [--runs N] [/path ...]`: a tap on Book at first paint on
 * this build and on the build of another checkout, `DIR`, alternately (the one that goes first
 * changing from run to run, so that a busy machine weighs on both alike): which usable booking
 * step came, and how long after the tap, per template. `--book-paint-first` (no `DIR`): this
 * build against itself with the booking page's scripts run as Next writes them.
 */
export async function benchBookTapVs({ root, other = null, port, runs = 5, pages = templates }) {
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'bench-book-a-')), mkdtempSync(path.join(tmpdir(), 'bench-book-b-'))];
  const builds = [
    { label: `this build (${root})`, server: await startServer(root, port, [], { DATA_DIR: dataDirs[0] }) },
    other === null
      ? {
          label: 'the booking page with its scripts run as Next writes them (--without-paint-first)',
          server: await startServer(root, port + 1, ['--without-paint-first'], { DATA_DIR: dataDirs[1] }),
        }
      : { label: `the build in ${other}`, server: await startServer(other, port + 1, [], { DATA_DIR: dataDirs[1] }) },
  ];
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    for (const { server } of builds) for (const { path: pagePath } of pages) await warm(server.base, pagePath);
    const results = builds.map(() => new Map(pages.map(({ path: pagePath }) => [pagePath, []])));
    for (let run = 0; run < runs; run += 1) {
      for (const { path: pagePath } of pages) {
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) results[index].get(pagePath).push(await measureBookTap(browser, builds[index].server.base, pagePath));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n\n');
    console.log(`Book tapped at first paint, phone profile, ${runs} alternate runs; tap to usable step, median ms (range):\n`);
    console.log(`| template | ${builds.map((build) => build.label).join(' | ')} |`);
    console.log(`|---|${builds.map(() => '---').join('|')}|`);
    for (const { label, path: pagePath } of pages) {
      const cells = results.map((byPage) => {
        const book = byPage.get(pagePath);
        const outcomes = new Map();
        for (const result of book) outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
        const timed = book.filter((result) => result.ms !== null).map((result) => result.ms);
        const said = [...outcomes].map(([outcome, count]) => `${outcome} ${count}/${book.length}`).join(', ');
        return `${msCell(timed)} (${said})`;
      });
      console.log(`| ${label} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    for (const { server } of builds) server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
