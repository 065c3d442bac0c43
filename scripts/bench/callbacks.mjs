// `POST /api/callback` under load, printed by `npm run bench`: throughput and p99 of a fixed
// number of requests at 20
// connections, each request from its own address (X-Forwarded-For, believed with
// TRUST_PROXY=1, as behind a reverse proxy), and the proof that none was lost: the rows
// stored equal the 201 answers. Uses a data folder of its own, removed afterwards.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './hardening.mjs';

export async function benchCallbacks({ root, port, requests = 2000 }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-callbacks-'));
  const server = await startServer(root, port, [], { DATA_DIR: dataDir, TRUST_PROXY: '1' });
  let sent = 0;
  try {
    const result = await autocannon({
      url: `${server.base}/api/callback`,
      connections: 20,
      // A fixed number, not a duration: every request is answered before the count is made.
      amount: requests,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            sent += 1;
            const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
            return {
              ...request,
              headers: { 'content-type': 'application/json', origin: server.base, 'x-forwarded-for': address },
              body: JSON.stringify({ name: `Bench ${sent}`, phone: '+44 7700 900 123', agreed: true, page: '/contacts/' }),
            };
          },
        },
      ],
    });
    const created = result.statusCodeStats?.['201']?.count ?? 0;
    const db = new Database(path.join(dataDir, 'site.sqlite'), { readonly: true });
    const stored = db.prepare('SELECT COUNT(*) AS n FROM callback_requests').get().n;
    db.close();
    console.log(`\nPOST /api/callback (${requests} requests, 20 connections, one address per request):`);
    console.log(`  ${Math.round(result.requests.average)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`);
    console.log(`  201 answers ${created}, rows stored ${stored}, other answers ${result.non2xx}, errors ${result.errors}${created === stored ? '' : '   LOST OR EXTRA ROWS'}`);
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
