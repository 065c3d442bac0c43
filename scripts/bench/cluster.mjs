// Figures of several instances, printed by `npm run bench -- --cluster` (never asserted): the
// cluster of the cluster test (e2e/cluster/cluster.ts: two instances of one build on one
// PostgreSQL and one Redis) measured here. Three loads:
// - a page through nginx in front of instance A alone, and in front of A and B, alternately
//   (A B A B) in one run; nginx only balances here (its page cache is left out), so the figure
//   is the instances' own;
// - callback requests, stored on PostgreSQL, half through each instance, each request from its
//   own address (X-Forwarded-For, believed with TRUST_PROXY=1);
// - the free times of a service at 20 concurrent visitors, on PostgreSQL.
import autocannon from 'autocannon';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { findNginx, loopbackNginxConfig } from './nginx.mjs';

const page = '/services/female/hair/colouring/air-touch/';
const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p95: result.latency.p97_5 ?? result.latency.p90,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

const range = (values) => {
  const low = Math.round(Math.min(...values));
  const high = Math.round(Math.max(...values));
  return low === high ? String(low) : `${low}-${high}`;
};

/** nginx as deploy/nginx.conf sets it up, balancing over `appPorts`, with its page cache left out. */
async function startBalancer(root, dir, proxyPort, appPorts) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  mkdirSync(dir, { recursive: true });
  const source = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8').replace(/^\s*proxy_cache backstage;\n/gm, '');
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, loopbackNginxConfig(source, { dir, proxyPort, appPorts }));
  const child = spawn(nginx, ['-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${proxyPort}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(`${base}/robots.txt`).then((answer) => answer.ok).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))) };
}

function callbacks(base, amount, first) {
  let sent = first;
  return autocannon({
    url: `${base}/api/callback`,
    connections: 10,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `127.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${(sent & 255) || 1}` },
            body: JSON.stringify({ name: `Bench ${sent}`, phone: '+44 7700 900 123', agreed: true, page: '/contacts/' }),
          };
        },
      },
    ],
  });
}

export async function benchCluster({ root, dir, a, b, proxyPort, seconds = 5, rounds = 2 }) {
  const lone = await startBalancer(root, path.join(dir, 'bench-nginx-lone'), proxyPort, [a.port]);
  const pair = await startBalancer(root, path.join(dir, 'bench-nginx-pair'), proxyPort + 1, [a.port, b.port]);
  try {
    const runs = { lone: [], pair: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, balancer] of [['lone', lone], ['pair', pair]]) {
        const result = await autocannon({ url: `${balancer.base}${page}`, connections: 50, duration: seconds, headers: browserHeaders });
        runs[name].push(summary(result));
      }
    }
    console.log(`\nSeveral instances: ${page}, 50 connections, ${seconds} s per run, ${rounds} rounds alternating, nginx balancing without its page cache`);
    for (const [name, label] of [['lone', 'one instance '], ['pair', 'two instances']]) {
      const list = runs[name];
      console.log(
        `  ${label}: ${range(list.map((run) => run.rps))} req/s, p99 ${range(list.map((run) => run.p99))} ms, failed ${list.reduce((sum, run) => sum + run.failed, 0)}`,
      );
    }
  } finally {
    await lone.stop();
    await pair.stop();
  }

  const started = Date.now();
  const [viaA, viaB] = await Promise.all([callbacks(a.base, 1000, 0), callbacks(b.base, 1000, 100_000)]);
  const seconds2 = (Date.now() - started) / 1000;
  const created = (viaA.statusCodeStats?.['201']?.count ?? 0) + (viaB.statusCodeStats?.['201']?.count ?? 0);
  console.log(
    `Callbacks on PostgreSQL, 2,000 requests half through each instance, 20 connections: ${Math.round(created / seconds2)} stored per second, ` +
      `p99 ${Math.max(viaA.latency.p99, viaB.latency.p99)} ms, ${created} answered 201`,
  );

  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const free = summary(
    await autocannon({ url: `${a.base}/api/booking/free-time?service=1008&date=${day}`, connections: 20, duration: seconds }),
  );
  console.log(
    `Free times on PostgreSQL, 20 concurrent visitors, ${seconds} s: ${Math.round(free.rps)} req/s, p50 ${free.p50} ms, p95 ${free.p95} ms, p99 ${free.p99} ms, failed ${free.failed}`,
  );
}
