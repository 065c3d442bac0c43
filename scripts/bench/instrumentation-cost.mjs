// `npm run bench -- --instrumentation-cost [--rounds N]`: what watching the site costs. The
// same build served twice at once: instrumented as in production (metrics served on their
// own port, traces sent over OTLP/HTTP to a loopback collector that answers 200, a log line
// per request at LOG_LEVEL=info), and bare (no metrics port, no OTLP endpoint, LOG_LEVEL=warn,
// which leaves out the request lines, written at info). Both are loaded in turn (A B A B) with
// a few templates in both languages and one API route at 20 connections, and each one's
// resident memory is read after every run. Prints requests per second per round, the median
// difference and the memory difference, with a verdict against 3 % and 20 MB. Figures are
// printed, never asserted.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './hardening.mjs';
import { metricValue, residentBytes } from './soak.mjs';

/** The most throughput instrumentation may cost, as a share of the bare server's. */
export const throughputBound = 0.03;
/** The most resident memory instrumentation may add to one instance. */
export const memoryBoundMb = 20;

const mb = (bytes) => bytes / 1024 / 1024;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A collector of OTLP over HTTP on loopback: answers 200 to every export and counts them. */
async function startOtlpSink(port) {
  const received = { requests: 0, bytes: 0 };
  const sink = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        received.requests += 1;
        received.bytes += bytes;
        // An empty ExportTraceServiceResponse, in the protocol the exporter sent.
        const json = String(request.headers['content-type'] ?? '').includes('json');
        response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
        response.end(json ? '{}' : undefined);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(port, '127.0.0.1', resolve);
  });
  return { received, close: () => new Promise((resolve) => sink.close(resolve)) };
}

async function load(base, paths, seconds) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

/** The kinds of watching the bench can switch on, each alone or together. */
export const watchKinds = ['metrics', 'traces', 'logs'];

export async function benchInstrumentationCost({ root, port, rounds = 3, seconds = 10, watch = watchKinds }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-instrumentation-'));
  const metricsPort = port + 2;
  const sink = await startOtlpSink(port + 3);
  const watched = await startServer(root, port, [], {
    DATA_DIR: path.join(dataDir, 'on'),
    METRICS_PORT: watch.includes('metrics') ? String(metricsPort) : '',
    OTEL_EXPORTER_OTLP_ENDPOINT: watch.includes('traces') ? `http://127.0.0.1:${port + 3}` : '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    LOG_LEVEL: watch.includes('logs') ? 'info' : 'warn',
  });
  const bare = await startServer(root, port + 1, [], {
    DATA_DIR: path.join(dataDir, 'off'),
    METRICS_PORT: '',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    LOG_LEVEL: 'warn',
  });
  // Pages of three templates in both languages, and the search index's API route (no per-address
  // limit, so every answer is a 200 at any rate).
  const paths = ['/', '/services/female/hair/colouring/air-touch/', '/price/', '/ua/', '/ua/employees/tomasz-nowak/', '/api/search-index/en'];
  try {
    // Once round first: the first request for each page reads it from disk.
    await load(watched.base, paths, 3);
    await load(bare.base, paths, 3);
    const runs = { on: [], off: [] };
    console.log(`\nWhat watching costs (${watch.join(', ')} on): ${paths.length} addresses in turn, 20 connections, ${seconds} s per run, ${rounds} rounds alternating`);
    console.log(`${'round'.padEnd(6)} ${'on req/s'.padStart(9)} ${'off req/s'.padStart(10)} ${'cost'.padStart(7)} ${'on RSS MB'.padStart(10)} ${'off RSS MB'.padStart(11)} ${'failed'.padStart(7)}`);
    for (let round = 1; round <= rounds; round += 1) {
      const on = { ...(await load(watched.base, paths, seconds)), rssMb: mb(residentBytes(watched.child.pid)) };
      const off = { ...(await load(bare.base, paths, seconds)), rssMb: mb(residentBytes(bare.child.pid)) };
      runs.on.push(on);
      runs.off.push(off);
      const cost = 1 - on.rps / off.rps;
      console.log(
        `${String(round).padEnd(6)} ${on.rps.toFixed(0).padStart(9)} ${off.rps.toFixed(0).padStart(10)} ${`${(cost * 100).toFixed(1)}%`.padStart(7)} ` +
          `${on.rssMb.toFixed(1).padStart(10)} ${off.rssMb.toFixed(1).padStart(11)} ${String(on.failed + off.failed).padStart(7)}`,
      );
    }
    // The instrumentation is really on: the metrics answer and spans reached the collector.
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text(), () => '');
    const metricRss = metricValue(metrics, 'backstage_process_resident_memory_bytes');
    console.log(
      `Instrumented: metrics ${metricRss === null ? 'NOT ANSWERING' : `answering (its resident memory ${mb(metricRss).toFixed(1)} MB)`}, ` +
        `${sink.received.requests} trace exports (${(sink.received.bytes / 1024).toFixed(0)} KB) received by the collector`,
    );
    const costs = runs.on.map((on, index) => 1 - on.rps / runs.off[index].rps);
    const cost = median(costs);
    const memory = median(runs.on.map((on, index) => on.rssMb - runs.off[index].rssMb));
    // What was switched on really worked: the metrics answered, the collector received spans.
    const instrumented = (!watch.includes('metrics') || metricRss !== null) && (!watch.includes('traces') || sink.received.requests > 0);
    console.log(
      `Median cost: ${(cost * 100).toFixed(1)}% of throughput (bound ${throughputBound * 100}%), ` +
        `${memory.toFixed(1)} MB resident (bound ${memoryBoundMb} MB)`,
    );
    console.log(
      `Verdict: ${instrumented && cost <= throughputBound && memory <= memoryBoundMb ? 'PASS' : 'FAIL'}` +
        `${instrumented ? '' : ': the watched server did not serve its metrics or send its traces'}` +
        `${cost > throughputBound ? ': throughput over the bound' : ''}${memory > memoryBoundMb ? ': memory over the bound' : ''}`,
    );
  } finally {
    watched.stop();
    bare.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
