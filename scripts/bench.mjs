// Speed and size figures of the production build, printed rather than asserted: these
// machines are shared, so timings belong here and not in tests. Run `npm run build` first.
// Serves the build on loopback, loads a few prerendered pages with a bounded autocannon run
// each, and weighs what the home page ships.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchCallbacks } from './bench/callbacks.mjs';
import { benchHardening } from './bench/hardening.mjs';
import { benchBooking } from './bench/booking.mjs';
import { benchFirstLoad } from './bench/first-load.mjs';
import { benchFlood } from './bench/flood.mjs';
import { benchLatency } from './bench/latency.mjs';
import { benchNginx } from './bench/nginx.mjs';
import { benchBookingPanel } from './bench/booking-panel.mjs';
import { benchBookTapVs, benchInteractive } from './bench/interactive.mjs';
import { benchMainThread } from './bench/main-thread.mjs';
import { benchPaintPairs, pagesFrom } from './bench/paint-pairs.mjs';
import { benchInstrumentationCost, watchKinds } from './bench/instrumentation-cost.mjs';
import { benchSoak } from './bench/soak.mjs';
import { startFlags } from './bench/start-flags.mjs';
import { pageScriptSources } from './page-scripts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// `npm run bench -- --booking` runs only the booking figures.
const onlyBooking = process.argv.includes('--booking');
const pages = ['/', '/services/female/hair/colouring/air-touch/', '/price/', '/employees/', '/blog/'];

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

// `npm run bench -- --cluster` runs only the figures of two instances on PostgreSQL and Redis
// (e2e/cluster/figures.ts, through vitest, which runs the cluster harness's TypeScript).
if (process.argv.includes('--cluster')) {
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const run = spawn(process.execPath, [vitest, 'run', '--config', 'e2e/cluster/vitest.figures.config.mts'], { cwd: root, stdio: 'inherit' });
  process.exit(await new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1))));
}

// `npm run bench -- --nginx` runs only the figures behind deploy/nginx.conf.
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? port + 40);
if (process.argv.includes('--nginx')) {
  await benchNginx({ root, port: nginxPort, seconds });
  process.exit(0);
}

// `npm run bench -- --interactive [--runs N] [--lighthouse-runs N] [/path ...]` runs only the
// figures of a phone with throttling applied: paints, interactive, early taps, Lighthouse both
// ways; on every template, or on the templates (or pages) given.
if (process.argv.includes('--interactive')) {
  const count = (flag, fallback) => {
    const at = process.argv.indexOf(flag);
    const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  await benchInteractive({ root, port: port + 60, runs: Math.max(1, count('--runs', 5)), lighthouseRuns: count('--lighthouse-runs', 1), pages: pagesFrom(process.argv.slice(2)) });
  process.exit(0);
}

// `npm run bench -- --book-vs DIR [--runs N] [/path ...]` runs only a tap on Book at first
// paint on a phone, on this build and on the build of another checkout, alternately;
// `--book-paint-first` on this build with and without the booking page drawn before its scripts.
const bookVs = process.argv.indexOf('--book-vs');
const bookPaintFirst = process.argv.includes('--book-paint-first');
if (bookVs >= 0 || bookPaintFirst) {
  const other = bookVs >= 0 ? path.resolve(process.argv[bookVs + 1] ?? '') : null;
  if (other !== null && !existsSync(path.join(other, '.next', 'BUILD_ID'))) {
    console.error(`No production build in ${other}: build it there first.`);
    process.exit(1);
  }
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 5;
  await benchBookTapVs({
    root,
    other,
    port: port + 70,
    runs: Number.isInteger(runs) && runs > 0 ? runs : 5,
    pages: pagesFrom(process.argv.slice(2).filter((_, index) => index !== bookVs - 1)),
  });
  process.exit(0);
}

// `npm run bench -- --preview-first [--runs N] [/path ...]` runs only the first and largest
// paint of each template on a phone, with each page's preview tags moved before its styles (as
// deployed) and without (`--without-preview-first`), alternately; `--paints-vs DIR` the same
// against the build of another checkout (a configuration variant built there).
const paintsVs = process.argv.indexOf('--paints-vs');
if (process.argv.includes('--preview-first') || paintsVs >= 0) {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 5;
  const other = paintsVs >= 0 ? path.resolve(process.argv[paintsVs + 1] ?? '') : null;
  if (other !== null && !existsSync(path.join(other, '.next', 'BUILD_ID'))) {
    console.error(`No production build in ${other}: build it there first.`);
    process.exit(1);
  }
  await benchPaintPairs({
    port: port + 90,
    runs: Number.isInteger(runs) && runs > 0 ? runs : 5,
    pages: pagesFrom(process.argv.slice(2).filter((_, index) => paintsVs < 0 || index !== paintsVs - 1)),
    variants:
      other === null
        ? [
            { label: 'preview tags first (as deployed)', root },
            { label: 'head as Next writes it (--without-preview-first)', root, args: ['--without-preview-first'] },
          ]
        : [
            { label: `this build (${root})`, root },
            { label: `the build in ${other}`, root: other },
          ],
  });
  process.exit(0);
}

// `npm run bench -- --main-thread [--runs N]` runs only the figures of where each template's
// main-thread work goes while it loads on a phone, beside the bare Next.js page's.
if (process.argv.includes('--main-thread')) {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 3;
  await benchMainThread({ root, port: port + 80, runs: Number.isInteger(runs) && runs > 0 ? runs : 3 });
  process.exit(0);
}

// `npm run bench -- --flood` runs only the figures of a flood of refused callbacks on PostgreSQL
// without Redis: another visitor's page and callback while one address sends 500 at once
// (BENCH_FLOOD_ROUNDS rounds, 10 by default).
if (process.argv.includes('--flood')) {
  await benchFlood({
    root,
    port: port + 70,
    postgresPort: Number(process.env.BENCH_POSTGRES_PORT ?? port + 71),
    rounds: Number(process.env.BENCH_FLOOD_ROUNDS ?? 10),
  });
  process.exit(0);
}

// `npm run bench -- --soak [--minutes N]` runs only the memory of one instance over N minutes
// (10 by default) of mixed traffic, on BENCH_PORT + 5 (its metrics on + 6).
// BENCH_NODE_FLAGS="..." starts it with those Node flags after the start script's; two soaks at
// once on different BENCH_PORTs compare two settings on the same machine.
if (process.argv.includes('--soak')) {
  const at = process.argv.indexOf('--minutes');
  const minutes = at >= 0 ? Number(process.argv[at + 1]) : 10;
  await benchSoak({ root, port: port + 5, minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 10 });
  process.exit(0);
}

// `npm run bench -- --instrumentation-cost [--rounds N] [--watch metrics,traces,logs|none]
// [--node-flags "..."]` runs only the price of metrics, traces and request logs (all three, or
// those named; `--node-flags`: Node flags for the watched side only): the build with and without
// them, alternately (N rounds, 3 by default), on BENCH_PORT + 12 (metrics on + 14, the trace
// collector on + 15).
if (process.argv.includes('--instrumentation-cost')) {
  const at = process.argv.indexOf('--rounds');
  const rounds = at >= 0 ? Number(process.argv[at + 1]) : 3;
  const watchAt = process.argv.indexOf('--watch');
  // `--watch none`: the same server twice, nothing watched on either: how far apart two equal
  // servers read on this machine, the floor any cost is read against.
  const named = watchAt >= 0 ? String(process.argv[watchAt + 1] ?? '') : watchKinds.join(',');
  const watch = named === 'none' ? [] : named.split(',');
  if (watch.some((kind) => !watchKinds.includes(kind))) {
    console.error(`--watch takes ${watchKinds.join(', ')}, separated by commas, or none`);
    process.exit(1);
  }
  const flagsAt = process.argv.indexOf('--node-flags');
  const onFlags = flagsAt >= 0 ? String(process.argv[flagsAt + 1] ?? '') : '';
  await benchInstrumentationCost({ root, port: port + 12, rounds: Number.isInteger(rounds) && rounds > 0 ? rounds : 3, seconds: Math.max(seconds, 10), watch, onFlags });
  process.exit(0);
}

// A fresh database for the booking figures; TRUST_PROXY lets the bench give each simulated visitor its own address.
const dataDir = mkdtempSync(path.join(tmpdir(), 'backstage-bench-'));
const server = spawn(process.execPath, [...startFlags(root), 'server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // The booking figures sign in with codes read from the outbox.
    SMS_OUTBOX_ONLY: '1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    // The free-time latency comes from 20 visitors at once on one address, and the booking
    // panel's ten cold runs from one too: the per-address allowance (30 questions a minute)
    // would time its refusals, not the answers.
    BOOKING_QUESTIONS_PER_MINUTE: '1000000',
  },
  // Its output is not read: a pipe nobody empties would stop the server once full.
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function weigh(pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  // Legacy polyfills (`noModule`) are skipped by every browser that runs modules, so they do not count.
  const assets = [
    ...pageScriptSources(html),
    ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"[^>]*>/g)].map((m) => m[1]),
  ];
  const unique = [...new Set(assets)];
  let js = 0;
  // The stylesheets are written into the HTML (decision 0018): their share of it, on its own.
  let css = gzipSync(Buffer.from([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''))).length;
  for (const asset of unique) {
    const body = Buffer.from(await (await fetch(new URL(asset, base))).arrayBuffer());
    if (asset.endsWith('.css')) css += gzipSync(body).length;
    else js += gzipSync(body).length;
  }
  return { html: gzipSync(Buffer.from(html)).length, js, css, files: unique.length };
}

function folderSize(dir) {
  return readdirSync(dir).reduce((sum, name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return sum + (stat.isDirectory() ? folderSize(full) : stat.size);
  }, 0);
}

try {
  await waitForServer();
  if (!onlyBooking) {
    console.log(`Throughput: ${seconds} s per page, 20 connections, on ${base}`);
    console.log('page'.padEnd(62), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
    for (const pagePath of pages) {
      const result = await autocannon({
        url: `${base}${pagePath}`,
        connections: 20,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
      });
      console.log(
        pagePath.padEnd(62),
        String(Math.round(result.requests.average)).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.non2xx + result.errors).padStart(8),
      );
    }
    console.log('\nWeight (gzip) of what a page ships:');
    for (const pagePath of ['/', '/services/female/hair/colouring/air-touch/', '/ua/', '/ua/services/female/hair/colouring/air-touch/']) {
      const weight = await weigh(pagePath);
      console.log(`${pagePath}: HTML ${kb(weight.html)} (of which its CSS alone ${kb(weight.css)}), JS ${kb(weight.js)} (${weight.files} files)`);
    }
    console.log('\nSearch index of each language, fetched when the search panel first opens:');
    for (const locale of ['en', 'uk']) {
      const body = Buffer.from(await (await fetch(`${base}/api/search-index/${locale}`)).arrayBuffer());
      const entries = JSON.parse(body.toString('utf8')).length;
      console.log(`/api/search-index/${locale}: ${entries} entries, ${kb(body.length)}, Brotli 11 ${kb(brotliCompressSync(body).length)}`);
    }
    await benchFirstLoad({ base, distDir: path.join(root, process.env.NEXT_DIST_DIR || '.next') });
    console.log(`\nBundled content images: ${kb(folderSize(path.join(root, 'public', 'images')))}`);
  }
  await benchBookingPanel({ base });
  await benchBooking({ base, dataDir, seconds });
} finally {
  stop();
}
if (!onlyBooking) {
  await benchLatency({ root, port: port + 30, seconds });
  await benchHardening({ root, port: port + 10, seconds });
  await benchCallbacks({ root, port: port + 20 });
  await benchNginx({ root, port: nginxPort, seconds });
}
