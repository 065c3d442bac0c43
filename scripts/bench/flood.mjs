// A flood of refused callbacks, printed by `npm run bench -- --flood` (never asserted): the
// production build on PostgreSQL without Redis, where the rate limits are counted in the
// database. Each round sends 500 callback requests from one address at once (its allowance is
// 5 in ten minutes, so 495 are refused) while another visitor loads a page and sends a
// callback of their own from another address, again and again until the flood is answered.
// Printed: the other visitor's page and callback during the floods (p50/p95/p99), and every
// status seen (no 5xx expected). Beside it, the same flood refused by the Origin check, before
// any limit or query: what 500 requests at once cost the framework alone on this machine.
// Addresses come in X-Forwarded-For, believed with TRUST_PROXY=1 as behind a reverse proxy.
// Requests are sent by this process, so its own work is part of the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './hardening.mjs';

const page = '/services/female/hair/colouring/air-touch/';

const percentile = (values, share) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const spread = (values) =>
  `p50 ${Math.round(percentile(values, 0.5))} ms, p95 ${Math.round(percentile(values, 0.95))} ms, p99 ${Math.round(percentile(values, 0.99))} ms, max ${Math.round(Math.max(...values))} ms (${values.length} requests)`;

function tally(statuses, status) {
  statuses[status] = (statuses[status] ?? 0) + 1;
}

/** One request, timed; its status, or `error` when it got no answer. */
async function timed(url, init) {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 'error', ms: performance.now() - started };
  }
}

function callback(base, address, name, origin) {
  return timed(`${base}/api/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ name, phone: '+44 7700 900 123', agreed: true, page: '/contacts/' }),
  });
}

/**
 * Runs the floods against the build in `root`, on a PostgreSQL of its own on `postgresPort`.
 * `label` names the build in the printout (the figures of another build, e.g. the code before
 * a change, are printed the same way).
 */
export async function benchFlood({ root, port, postgresPort, rounds = 10, flood = 500, label = 'this build' }) {
  // The test harness's throwaway PostgreSQL (TypeScript, which Node 24 runs as it is).
  const { startPostgresServer } = await import('../../lib/db/testing/postgres-server.ts');
  const postgres = await startPostgresServer({ port: postgresPort });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-flood-'));
  let server;
  try {
    server = await startServer(root, port, [], {
      DATABASE_URL: postgres.url(),
      REDIS_URL: '',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
    });
    const { base } = server;
    // Two floods, alternately: refused by the rate limit (counted in PostgreSQL), and refused
    // by the Origin check before any limit or query, which is what the framework alone costs.
    const kinds = {
      limit: { label: 'refused by the rate limit', origin: base },
      origin: { label: 'refused by the Origin check (no limit, no query)', origin: 'https://elsewhere.example' },
    };
    const noFigures = () => ({ statuses: {}, others: {}, pageMs: [], callbackMs: [], floodMs: [] });
    const figures = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, noFigures()]));
    let visitor = 0;
    // Round 0 warms the server up (its first requests compile and fill caches) and is not kept.
    for (let round = 0; round <= rounds; round += 1) {
      for (const [kind, { origin }] of Object.entries(kinds)) {
        const seen = round === 0 ? noFigures() : figures[kind];
        const address = `198.51.100.${round + 1}`;
        const started = performance.now();
        let done = false;
        const answers = Promise.all(
          Array.from({ length: flood }, (_, index) => callback(base, address, `Flood ${round}-${index}`, origin)),
        ).finally(() => {
          done = true;
        });
        // The other visitor, from a new address each time, so their own allowance is never the limit.
        do {
          visitor += 1;
          const shown = await timed(`${base}${page}`, {
            headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
          });
          seen.pageMs.push(shown.ms);
          tally(seen.others, `page ${shown.status}`);
          const sent = await callback(
            base,
            `10.77.${(visitor >> 8) & 255}.${visitor & 255}`,
            `Visitor ${visitor}`,
            base,
          );
          seen.callbackMs.push(sent.ms);
          tally(seen.others, `callback ${sent.status}`);
        } while (!done);
        for (const answer of await answers) tally(seen.statuses, answer.status);
        seen.floodMs.push(performance.now() - started);
      }
    }
    console.log(
      `\nA flood of refused callbacks on PostgreSQL without Redis (${label}): ${rounds} rounds of ${flood} callbacks from one address at once`,
    );
    for (const [kind, { label: what }] of Object.entries(kinds)) {
      const seen = figures[kind];
      console.log(`  ${what}:`);
      console.log(`    whole flood answered in ${seen.floodMs.map((ms) => Math.round(ms)).join(' / ')} ms`);
      console.log(`    flood statuses ${JSON.stringify(seen.statuses)}`);
      console.log(`    another visitor's page ${page}: ${spread(seen.pageMs)}`);
      console.log(`    another visitor's callback, from another address: ${spread(seen.callbackMs)}`);
      console.log(`    another visitor's statuses ${JSON.stringify(seen.others)}`);
    }
  } finally {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.stop();
      await exited;
    }
    await postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
