// First paint, largest paint and interactive of each template on the phone of the interactive benchmark
// (phone.mjs: CPU 4x slower, 1.6 Mbit/s, 150 ms round trip, applied in Chromium), on two
// servers measured alternately: in each run every template is loaded once on each, the one
// that goes first changing from run to run, so that a busy machine weighs on both alike.
//
//   npm run bench -- --preview-first [--runs N] [/path ...]
//     this build with each page's preview tags moved before its styles (as deployed) against
//     the same build with the head as Next writes it (`server.mjs --without-preview-first`)
//   npm run bench -- --paints-vs DIR [--runs N] [/path ...]
//     this build against the build of another checkout, DIR (a configuration variant, built there)
//
// Medians in ms with the range of the runs, and the median of the runs' differences (B - A);
// with the byte where each page's last preview tag ends (Slack reads the first 32 KB), which
// also says each server is the variant meant.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './hardening.mjs';
import { measurePaints } from './page-loads.mjs';
import { cell, warm } from './lighthouse.mjs';
import { chromeArgs, chromePath, phoneProfile } from './phone.mjs';
import { templates } from './templates.mjs';

/**
 * The pages to measure: the paths given on the command line (each `/...` argument), labelled
 * as in templates.mjs where they are one of its templates, or every template.
 * @param {string[]} argv
 */
export function pagesFrom(argv) {
  const paths = argv.filter((argument) => argument.startsWith('/'));
  if (paths.length === 0) return templates;
  return paths.map((pagePath) => ({ label: templates.find((template) => template.path === pagePath)?.label ?? pagePath, path: pagePath }));
}

/** A tag a link preview reads: the title, description, canonical and hreflang links, Open Graph, Twitter. */
const previewTag =
  /<title>[^<]*<\/title>|<meta name="description" [^>]*\/>|<link rel="(?:canonical|alternate)" [^>]*\/>|<meta (?:property="og:|name="twitter:)[^>]*\/>/g;

/** The byte of the page's HTML where its last preview tag ends, or null when it has none. */
async function previewTagsEnd(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`, { headers: { accept: 'text/html' } })).text();
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const ends = [...head.matchAll(previewTag)].map((match) => Buffer.byteLength(head.slice(0, match.index + match[0].length)));
  return ends.length > 0 ? Math.max(...ends) : null;
}

const ms = (value) => `${Math.round(value)}`;
const signed = (value) => `${value > 0 ? '+' : ''}${Math.round(value)}`;
const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');

/**
 * @param {{
 *   port: number,
 *   runs: number,
 *   pages?: { label: string, path: string }[],
 *   variants: [{ label: string, root: string, args?: string[] }, { label: string, root: string, args?: string[] }],
 * }} options
 */
export async function benchPaintPairs({ port, runs, pages = templates, variants }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-paint-pairs-'));
  const servers = [];
  let browser;
  try {
    for (const [index, variant] of variants.entries())
      servers.push(await startServer(variant.root, port + index, variant.args ?? [], { DATA_DIR: path.join(dataDir, String(index)) }));
    browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
    for (const server of servers) for (const { path: pagePath } of pages) await warm(server.base, pagePath);
    console.log(
      `\nFirst paint, largest paint and interactive on a phone, throttling applied (CPU ${phoneProfile.cpuSlowdown}x, 1.6 Mbit/s, ${phoneProfile.network.latency} ms RTT), ` +
        `${runs} runs per template on each server, alternating; load average at the start ${load()}`,
    );
    variants.forEach((variant, index) => console.log(`${'AB'[index]}: ${variant.label}`));
    /** @type {Map<string, { fcp: number | null, lcp: number | null, interactive: number | null }[][]>} */
    const results = new Map(pages.map(({ path: pagePath }) => [pagePath, [[], []]]));
    for (let run = 0; run < runs; run += 1) {
      for (const { path: pagePath } of pages) {
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) results.get(pagePath)[index].push(await measurePaints(browser, servers[index].base, pagePath));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n\n');
    console.log(`Load average at the end: ${load()}\n`);
    console.log(
      '| template | preview tags end at byte, A / B | first paint, A | B | B - A | largest paint, A | B | B - A | interactive, A | B | B - A |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { label, path: pagePath } of pages) {
      const [a, b] = results.get(pagePath);
      const ends = await Promise.all(servers.map((server) => previewTagsEnd(server.base, pagePath)));
      const cells = ['fcp', 'lcp', 'interactive'].flatMap((name) => {
        const pick = (paints) => paints.map((marks) => marks[name]);
        const differences = a.flatMap((marks, run) => (marks[name] !== null && b[run][name] !== null ? [b[run][name] - marks[name]] : []));
        const values = [pick(a).filter((value) => value !== null), pick(b).filter((value) => value !== null)];
        return [...values.map((list) => (list.length > 0 ? cell(list, ms) : '-')), differences.length > 0 ? cell(differences, signed) : '-'];
      });
      console.log(`| ${label === pagePath ? label : `${label} (${pagePath})`} | ${ends.map((end) => end ?? '-').join(' / ')} | ${cells.join(' | ')} |`);
    }
    console.log('\n(medians in ms with the range of the runs; B - A: the median of the runs\' differences, each run\'s A and B taken one after the other)');
  } finally {
    await browser?.close();
    for (const server of servers) server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
