// Figures for the hardening of the production server, printed by `npm run bench`:
// - a prerendered page with the security headers and hashed CSP, against the same build
//   served without them, measured alternately (A B A B) in one run;
// - what 10,000 distinct unknown addresses leave behind: the on-demand page cache on disk
//   and the server's memory.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { startFlags } from './start-flags.mjs';

const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

/**
 * Asks a server to stop and resolves once it has exited (a bench that starts another server
 * on the same port next must not find this one still answering there).
 * @param {import('node:child_process').ChildProcess} child
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Starts `server.mjs` as `npm start` does, with extra arguments; resolves once it answers.
 * `BENCH_NODE_FLAGS` (in `env`, else the bench's own environment) adds Node flags after the
 * start script's, which they override: a setting tried before the start script takes it.
 */
export async function startServer(root, port, args = [], env = {}) {
  const extraFlags = String(env.BENCH_NODE_FLAGS ?? process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const base = `http://127.0.0.1:${port}`;
  // A server already on the port would answer for this one, and be measured in its place.
  if (await fetch(base).then(() => true, () => false)) throw new Error(`port ${port} is taken: server.mjs ${args.join(' ')} not started`);
  const child = spawn(process.execPath, [...startFlags(root), ...extraFlags, 'server.mjs', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SMS_OUTBOX_ONLY: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to about two minutes: on a shared machine with every core taken, Next's start alone has
  // taken over 30 s.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, child, stop: () => stopChild(child) };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`server.mjs ${args.join(' ')} did not start on ${port}`);
}

function folderBytes(dir) {
  if (!existsSync(dir)) return { bytes: 0, files: 0 };
  return readdirSync(dir).reduce(
    (sum, name) => {
      const full = path.join(dir, name);
      const stat = statSync(full);
      const inner = stat.isDirectory() ? folderBytes(full) : { bytes: stat.size, files: 1 };
      return { bytes: sum.bytes + inner.bytes, files: sum.files + inner.files };
    },
    { bytes: 0, files: 0 },
  );
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function load(url, seconds, connections) {
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

export async function benchHardening({ root, port, seconds }) {
  const page = '/services/female/hair/colouring/air-touch/';
  const secured = await startServer(root, port);
  const plain = await startServer(root, port + 1, ['--without-security-headers']);
  try {
    console.log(`\nSecurity headers and hashed CSP (${page}, 50 connections, ${seconds} s per run, alternating):`);
    const runs = { with: [], without: [] };
    for (let round = 0; round < 2; round += 1) {
      runs.with.push(await load(`${secured.base}${page}`, seconds, 50));
      runs.without.push(await load(`${plain.base}${page}`, seconds, 50));
    }
    for (const [label, list] of Object.entries(runs)) {
      const rps = list.reduce((sum, run) => sum + run.rps, 0) / list.length;
      console.log(
        `  ${label.padEnd(8)} ${String(Math.round(rps)).padStart(6)} req/s   p99 ${list.map((run) => run.p99).join(' / ')} ms   non-2xx ${list.reduce((s, r) => s + r.failed, 0)}`,
      );
    }
    const cost = 1 - runs.with.reduce((s, r) => s + r.rps, 0) / runs.without.reduce((s, r) => s + r.rps, 0);
    console.log(`  cost of the headers: ${(cost * 100).toFixed(1)}% of throughput`);
  } finally {
    plain.stop();
  }

  try {
    const cacheDir = path.join(root, '.next', 'server', 'route-cache');
    const before = { disk: folderBytes(cacheDir), rss: rssOf(secured.child.pid) };
    const started = Date.now();
    let statuses = {};
    const addresses = Array.from({ length: 10_000 }, (_, index) => {
      const kinds = [`/services/female/hair/u${index}/`, `/blog/hair/u${index}/`, `/employees/u${index}/`, `/ua/salons/u${index}/`, `/u${index}/`];
      return kinds[index % kinds.length];
    });
    for (let offset = 0; offset < addresses.length; offset += 50) {
      const batch = await Promise.all(addresses.slice(offset, offset + 50).map((address) => fetch(`${secured.base}${address}`).then((r) => r.arrayBuffer().then(() => r.status))));
      for (const status of batch) statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const after = { disk: folderBytes(cacheDir), rss: rssOf(secured.child.pid) };
    console.log(`\nOn-demand page cache after 10,000 distinct unknown addresses (${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${JSON.stringify(statuses)}):`);
    console.log(`  disk   ${mb(before.disk.bytes)} in ${before.disk.files} files -> ${mb(after.disk.bytes)} in ${after.disk.files} files`);
    console.log(`  memory ${mb(before.rss)} -> ${mb(after.rss)} resident`);
  } finally {
    secured.stop();
  }
}
