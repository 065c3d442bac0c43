// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on the production
// build, served by server.mjs as deployed, in Debian's Chromium. Prints one row per page
// template: the performance score and its Core Web Vitals, the JavaScript transferred and
// the total weight, the accessibility, best-practices and SEO scores, then the LCP element of
// each page and every audit that cost a point. Figures are printed, never asserted.
//
//   npm run bench:lighthouse                      the six templates, one run each
//   npm run bench:lighthouse -- --runs 3          medians, with the range of the runs
//   npm run bench:lighthouse -- /price/ /blog/    other pages
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageScriptSources } from '../page-scripts.mjs';
import { startServer } from './hardening.mjs';
import { templates } from './templates.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metricAudits = new Set(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']);

function parseArguments(argv) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 1) : 1;
  const paths = argv.filter((value, index) => value.startsWith('/') && argv[index - 1] !== '--runs');
  return { runs, pages: paths.length > 0 ? paths.map((p) => ({ label: p, path: p })) : templates };
}

/**
 * One Lighthouse run of one address; resolves with its JSON report. `throttling` is
 * Lighthouse's method: 'simulate' (its default, estimated from an unthrottled trace) or
 * 'devtools' (applied to the browser while the page loads).
 */
export function lighthouse(url, outputPath, { throttling = 'simulate' } = {}) {
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${categories.join(',')}`,
    '--form-factor=mobile',
    `--throttling-method=${throttling}`,
    `--chrome-flags=${chromeFlags}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(outputPath)) resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
      else reject(new Error(`lighthouse exited with ${code} on ${url}: ${errors.trim().slice(-500)}`));
    });
  });
}

/** The figures of one report that the table shows. */
export function summarise(report) {
  const audits = report.audits;
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const element = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  // The metrics are in the table; other audits that cost a point are named.
  const lost = [];
  for (const id of categories) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1 && !metricAudits.has(ref.id)) lost.push(`${id}: ${ref.id}`);
    }
  }
  return {
    perf: score('performance'),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: scripts?.transferSize ?? 0,
    total: audits['total-byte-weight'].numericValue,
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcpElement: element ? `${element.selector ?? ''} ${String(element.snippet ?? '').slice(0, 140)}` : 'none',
    lost,
  };
}

/** Asks for a page and every script, style, font and image rendition its HTML names. */
export async function warm(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const urls = new Set();
  for (const [, value] of html.matchAll(/\b(?:src|href|srcSet|imageSrcSet)="([^"]+)"/gi)) {
    for (const candidate of value.replace(/&amp;/g, '&').split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url?.startsWith('/_next/')) urls.add(url);
    }
  }
  for (const url of pageScriptSources(html)) urls.add(url);
  await Promise.all([...urls].map(async (url) => (await fetch(`${base}${url}`, { headers: { accept: 'image/webp,*/*' } })).arrayBuffer()));
}

/** Chromium now and then reports an interstitial on a busy machine; a run is tried three times. */
export async function withRetries(run, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`\n${error instanceof Error ? error.message.split('\n')[0] : error}; trying again`);
    }
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure, with its range when there were several runs. */
export function cell(values, format) {
  const text = format(median(values));
  if (values.length < 2) return text;
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? text : `${text} (${low}-${high})`;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;
const kilobytes = (bytes) => `${Math.round(bytes / 1024)} KB`;
const plain = (value) => String(Math.round(value));
const shift = (value) => value.toFixed(3);

export function formatTable(rows) {
  const header = ['page', 'perf', 'LCP', 'TBT', 'CLS', 'JS transferred', 'total', 'a11y', 'best pr.', 'SEO'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map(({ page, runs }) => {
      const pick = (key) => runs.map((run) => run[key]);
      return `| \`${page.path}\` | ${[
        cell(pick('perf'), plain),
        cell(pick('lcp'), seconds),
        cell(pick('tbt'), milliseconds),
        cell(pick('cls'), shift),
        cell(pick('js'), kilobytes),
        cell(pick('total'), kilobytes),
        cell(pick('a11y'), plain),
        cell(pick('bp'), plain),
        cell(pick('seo'), plain),
      ].join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

/** `runs` Lighthouse runs of each page, round by round, so that a busy moment of the machine spreads over the pages. */
export async function lighthouseRows({ base, pages, runs, throttling = 'simulate', dataDir }) {
  const rows = pages.map((page) => ({ page, runs: [] }));
  for (let run = 0; run < runs; run += 1) {
    for (const row of rows) {
      const output = path.join(dataDir, `report-${run}.json`);
      const report = await withRetries(() => lighthouse(`${base}${row.page.path}`, output, { throttling }));
      rmSync(output, { force: true });
      row.runs.push(summarise(report));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  return rows;
}

async function main() {
  const { runs, pages } = parseArguments(process.argv.slice(2));
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  if (!existsSync(chrome)) {
    console.error(`No Chromium at ${chrome}: apt-get install chromium, or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const server = await startServer(root, port, [], { DATA_DIR: dataDir });
  try {
    // Once round the pages and what they load first, so no run pays for a cold server
    // (the image optimiser's first rendition of a picture is slow).
    for (const { path: pagePath } of pages) await warm(server.base, pagePath);
    console.log(`Lighthouse ${runs > 1 ? `${runs} runs` : 'one run'} per page, mobile, simulated throttling, ${chrome}, on ${server.base}`);
    const rows = await lighthouseRows({ base: server.base, pages, runs, dataDir });
    process.stdout.write('\n');
    console.log(formatTable(rows));
    console.log('\nLCP element:');
    for (const { page, runs: results } of rows) console.log(`  ${page.path}: ${results.at(-1).lcpElement}`);
    const lost = rows.flatMap(({ page, runs: results }) => [...new Set(results.flatMap((r) => r.lost))].map((audit) => `  ${page.path}: ${audit}`));
    console.log(lost.length > 0 ? `\nOther audits short of full marks:\n${lost.join('\n')}` : '\nNo other audit short of full marks.');
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await main();
