// Server latency of prerendered pages at 50 connections, printed by `npm run bench`: the
// production server as deployed (kept page answers, server/page-answer-cache.mjs) against the
// same build with every request going through Next (`--without-page-cache`), measured
// alternately (A B A B) in one run so that a busy machine weighs on both. Two loads: one
// page over and over, and every prerendered page of the sitemap in turn (which also reads
// Next's route cache beyond what it holds in memory). Figures are printed, never asserted.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './hardening.mjs';

const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

async function sitemapPaths(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

async function load(base, paths, seconds, connections) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', headers: browserHeaders, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

const range = (values, format = (v) => String(Math.round(v))) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
};

export async function benchLatency({ root, port, seconds, rounds = 2, connections = 50, page = '/services/female/hair/colouring/air-touch/' }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-latency-'));
  const kept = await startServer(root, port, [], { DATA_DIR: path.join(dataDir, 'a') });
  const plain = await startServer(root, port + 1, ['--without-page-cache'], { DATA_DIR: path.join(dataDir, 'b') });
  try {
    const everyPage = await sitemapPaths(kept.base);
    const loads = [
      { label: `one page (${page})`, paths: [page] },
      { label: `all ${everyPage.length} sitemap pages in turn`, paths: everyPage },
    ];
    console.log(`\nServer latency of prerendered pages: ${connections} connections, ${seconds} s per run, ${rounds} rounds alternating`);
    console.log(`${'load'.padEnd(44)} ${'server'.padEnd(22)} ${'req/s'.padStart(11)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(9)} ${'failed'.padStart(7)}`);
    for (const { label, paths } of loads) {
      // Once round first: the first request for each page reads it from disk.
      await load(kept.base, paths, 2, connections);
      await load(plain.base, paths, 2, connections);
      const runs = { kept: [], plain: [] };
      for (let round = 0; round < rounds; round += 1) {
        runs.kept.push(await load(kept.base, paths, seconds, connections));
        runs.plain.push(await load(plain.base, paths, seconds, connections));
      }
      for (const [name, list] of [
        ['as deployed', runs.kept],
        ['through Next each time', runs.plain],
      ]) {
        console.log(
          `${label.padEnd(44)} ${name.padEnd(22)} ${range(list.map((r) => r.rps)).padStart(11)} ${range(list.map((r) => r.p50)).padStart(8)} ${range(list.map((r) => r.p99)).padStart(9)} ${String(list.reduce((sum, r) => sum + r.failed, 0)).padStart(7)}`,
        );
      }
    }
  } finally {
    kept.stop();
    plain.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
