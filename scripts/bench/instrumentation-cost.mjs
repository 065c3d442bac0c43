// `npm run bench -- --instrumentation-cost [--rounds N]`: what watching the site costs. The
// same build run instrumented as in production (metrics served on their own port, traces sent
// over OTLP/HTTP to a loopback collector that answers 200, a log line per request at
// LOG_LEVEL=info) and bare (no metrics port, no OTLP endpoint, LOG_LEVEL=warn, which leaves out
// the request lines, written at info). Each round starts a fresh server of each kind, the two
// side by side (the first started alternating from round to round), warms both and loads both
// at once with a few templates in both languages and one API route, 10 connections each; each
// server's CPU time (all its threads) and resident memory are read.
// Prints, per round, the requests per second and the CPU time per answer of each, then the
// median cost (the CPU time per answer decides) and the memory difference, with a verdict
// against 3 % and 20 MB. Figures are printed, never asserted.
// `--node-flags "..."` gives the instrumented side Node flags the other lacks: with
// `--watch none`, what a flag of the start script costs.
//
// Why at once: this machine's speed swings by tens of per cent from one ten seconds to the
// next (other machines share its host, and the CPU time a process is charged includes the time
// it waited for the host), so two servers loaded one after the other differed by up to 30 % in
// a round with nothing watched on either. Loaded together, both meet the same swings, and with
// nothing watched the two read within 1 % of each other in most rounds.
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * The CPU time a process has used so far, in seconds, all its threads (user and system):
 * `/proc/<pid>/stat`'s utime and stime, in the kernel's clock ticks (100 a second).
 */
export function cpuSeconds(pid) {
  // The fields after the command's name, which is in brackets and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(base, paths, seconds, pid) {
  let next = 0;
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    // What the server spent on each answer: its capacity, read apart from what the other
    // server and the load generator took of the machine.
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The throughput watching costs: the share of a saturated server's answers it gives up, read
 * from the CPU time each answer took (`1 - off / on`), not from the requests per second.
 * @param {{ cpuMsPerRequest: number }} on
 * @param {{ cpuMsPerRequest: number }} off
 */
export const costOf = (on, off) => 1 - off.cpuMsPerRequest / on.cpuMsPerRequest;

/** The kinds of watching the bench can switch on, each alone or together. */
export const watchKinds = ['metrics', 'traces', 'logs'];

export async function benchInstrumentationCost({ root, port, rounds = 3, seconds = 10, watch = watchKinds, onFlags = '' }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-instrumentation-'));
  const metricsPort = port + 2;
  const sink = await startOtlpSink(port + 3);
  // Pages of three templates in both languages, and the search index's API route (no per-address
  // limit, so every answer is a 200 at any rate).
  const paths = ['/', '/services/female/hair/colouring/air-touch/', '/price/', '/ua/', '/ua/employees/tomasz-nowak/', '/api/search-index/en'];
  const settings = {
    on: {
      METRICS_PORT: watch.includes('metrics') ? String(metricsPort) : '',
      OTEL_EXPORTER_OTLP_ENDPOINT: watch.includes('traces') ? `http://127.0.0.1:${port + 3}` : '',
      LOG_LEVEL: watch.includes('logs') ? 'info' : 'warn',
      BENCH_NODE_FLAGS: onFlags,
    },
    off: { METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '', LOG_LEVEL: 'warn', BENCH_NODE_FLAGS: '' },
  };
  let metricRss = null;
  let started = 0;
  const start = (kind, serverPort) => {
    started += 1;
    return startServer(root, serverPort, [], {
      DATA_DIR: path.join(dataDir, String(started)),
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      ...settings[kind],
    });
  };
  /**
   * One round: a fresh server of each kind, side by side (`first` started first: the first one
   * started has read a few per cent apart, so the order alternates between rounds), warmed
   * together (the first request for each page reads it from disk), loaded together, their
   * resident memory read, stopped.
   */
  const round = async (first) => {
    const ports = { on: port, off: port + 1 };
    const second = first === 'on' ? 'off' : 'on';
    const servers = { [first]: await start(first, ports[first]) };
    try {
      servers[second] = await start(second, ports[second]);
      const both = (duration) =>
        Promise.all(['on', 'off'].map((kind) => load(servers[kind].base, paths, duration, servers[kind].child.pid)));
      await both(5);
      const [on, off] = await both(seconds);
      if (watch.includes('metrics')) {
        const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text(), () => '');
        metricRss = metricValue(metrics, 'backstage_process_resident_memory_bytes');
      }
      return {
        on: { ...on, rssMb: mb(residentBytes(servers.on.child.pid)) },
        off: { ...off, rssMb: mb(residentBytes(servers.off.child.pid)) },
      };
    } finally {
      await Promise.all(Object.values(servers).map((server) => server.stop()));
    }
  };
  try {
    const runs = { on: [], off: [] };
    console.log(`\nWhat watching costs (${watch.join(', ') || 'nothing'} on): ${paths.length} addresses in turn, 10 connections to each, ${seconds} s per round, ${rounds} rounds, both servers fresh in each round and loaded at once`);
    console.log(
      `${'round'.padEnd(6)} ${'on req/s'.padStart(9)} ${'off req/s'.padStart(10)} ${'on CPU ms/req'.padStart(14)} ${'off CPU ms/req'.padStart(15)} ${'cost'.padStart(7)} ` +
        `${'on RSS MB'.padStart(10)} ${'off RSS MB'.padStart(11)} ${'failed'.padStart(7)}`,
    );
    for (let index = 1; index <= rounds; index += 1) {
      const { on, off } = await round(index % 2 ? 'on' : 'off');
      runs.on.push(on);
      runs.off.push(off);
      const cost = costOf(on, off);
      console.log(
        `${String(index).padEnd(6)} ${on.rps.toFixed(0).padStart(9)} ${off.rps.toFixed(0).padStart(10)} ${on.cpuMsPerRequest.toFixed(3).padStart(14)} ` +
          `${off.cpuMsPerRequest.toFixed(3).padStart(15)} ${`${(cost * 100).toFixed(1)}%`.padStart(7)} ` +
          `${on.rssMb.toFixed(1).padStart(10)} ${off.rssMb.toFixed(1).padStart(11)} ${String(on.failed + off.failed).padStart(7)}`,
      );
    }
    console.log(
      `Instrumented: metrics ${metricRss === null ? 'NOT ANSWERING' : `answering (its resident memory ${mb(metricRss).toFixed(1)} MB)`}, ` +
        `${sink.received.requests} trace exports (${(sink.received.bytes / 1024).toFixed(0)} KB) received by the collector`,
    );
    const costs = runs.on.map((on, index) => costOf(on, runs.off[index]));
    const cost = median(costs);
    const memory = median(runs.on.map((on, index) => on.rssMb - runs.off[index].rssMb));
    // What was switched on really worked: the metrics answered, the collector received spans.
    const instrumented = (!watch.includes('metrics') || metricRss !== null) && (!watch.includes('traces') || sink.received.requests > 0);
    const rpsCost = median(runs.on.map((on, index) => 1 - on.rps / runs.off[index].rps));
    console.log(
      `Median cost: ${(cost * 100).toFixed(1)}% of throughput from the CPU time per answer (bound ${throughputBound * 100}%; ` +
        `from the requests per second ${(rpsCost * 100).toFixed(1)}%), ` +
        `${memory.toFixed(1)} MB resident (bound ${memoryBoundMb} MB)`,
    );
    console.log(
      `Verdict: ${instrumented && cost <= throughputBound && memory <= memoryBoundMb ? 'PASS' : 'FAIL'}` +
        `${instrumented ? '' : ': the watched server did not serve its metrics or send its traces'}` +
        `${cost > throughputBound ? ': throughput over the bound' : ''}${memory > memoryBoundMb ? ': memory over the bound' : ''}`,
    );
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
