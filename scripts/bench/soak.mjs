// `npm run bench -- --soak [--minutes N]`: what one instance holds after a long run of mixed
// traffic. The production build on embedded SQLite in a fresh data folder, metrics on, is
// driven at a steady moderate concurrency by every template's pages in both languages (every
// page of the sitemap in turn), unknown addresses (a new one each time, as a crawler sends
// them), the API (the search index, the catalogue, free times, next free times, callbacks
// each from an address of its own so none passes its limit) and the booking flow end to end
// (sign in by a code read from the outbox, free times, book, list, cancel). Its resident
// memory is read every 10 s from /proc and from the metrics; at the end the bench prints the
// samples, the final figure and the slope over the second half, with a verdict against the
// site's bounds, then takes a heap snapshot and names what holds most of it. Figures are
// printed, never asserted.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './hardening.mjs';
import { heapSnapshot, heapSnapshotTotals } from './heap-snapshot.mjs';
import { driveMixedTraffic, tally } from './soak-traffic.mjs';

/** The most resident memory one instance may hold at the end of the soak. */
export const residentBoundMb = 350;
/**
 * The most the resident memory may climb over the second half (the least-squares line through
 * its samples, so one collection's swing does not decide) and still count as flat.
 */
export const flatGrowthMb = 10;

const sampleEveryMs = 10_000;

const mb = (bytes) => bytes / 1024 / 1024;

/** Resident memory of a process, in bytes, from /proc/<pid>/status (VmRSS). */
export function residentBytes(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}

/** The value of one unlabelled series in a Prometheus text answer, or null when it is absent. */
export function metricValue(text, name) {
  const match = new RegExp(`^${name} (\\S+)`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

/** Reads the instance's metrics; null when the metrics server does not answer. */
async function readMetrics(metricsBase) {
  try {
    const response = await fetch(`${metricsBase}/metrics`);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** The least-squares slope of `points` ({ x, y }), or null with fewer than two. */
export function slope(points) {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  const spread = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  if (spread === 0) return null;
  return points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) / spread;
}

/**
 * The verdict on a soak's samples ({ minute, rssMb }): the final figure against
 * `residentBoundMb`, and the growth over the second half (its samples' slope times its length)
 * against `flatGrowthMb`.
 */
export function soakVerdict(samples, minutes) {
  const last = samples.at(-1);
  const secondHalf = samples.filter((sample) => sample.minute >= minutes / 2);
  const perMinute = slope(secondHalf.map((sample) => ({ x: sample.minute, y: sample.rssMb })));
  const growthMb = perMinute === null ? null : perMinute * (minutes / 2);
  const withinBound = last !== undefined && last.rssMb <= residentBoundMb;
  const flat = growthMb !== null && growthMb <= flatGrowthMb;
  return { finalMb: last?.rssMb ?? null, perMinute, growthMb, withinBound, flat, ok: withinBound && flat };
}

export async function benchSoak({ root, port, minutes = 10 }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'));
  const snapshotDir = path.join(dataDir, 'snapshots');
  const metricsPort = port + 1;
  mkdirSync(snapshotDir);
  const server = await startServer(root, port, [], {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    METRICS_PORT: String(metricsPort),
    // Sign-in texts for every booking flow of the run: the default budget (40 an hour) is a
    // salon's, not a soak's.
    SMS_BUDGET_PER_HOUR: '1000000',
    SMS_BUDGET_PER_DAY: '1000000',
    NODE_OPTIONS: [process.env.NODE_OPTIONS ?? '', '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`].join(' ').trim(),
  });
  const metricsBase = `http://127.0.0.1:${metricsPort}`;
  const counts = tally();
  const samples = [];
  const started = Date.now();
  const until = started + minutes * 60_000;
  try {
    const sample = async () => {
      const metrics = await readMetrics(metricsBase);
      samples.push({
        minute: (Date.now() - started) / 60_000,
        rssMb: mb(residentBytes(server.child.pid)),
        metricRssMb: metrics === null ? null : mb(metricValue(metrics, 'backstage_process_resident_memory_bytes') ?? NaN),
        heapUsedMb: metrics === null ? null : mb(metricValue(metrics, 'backstage_nodejs_heap_size_used_bytes') ?? NaN),
        heapTotalMb: metrics === null ? null : mb(metricValue(metrics, 'backstage_nodejs_heap_size_total_bytes') ?? NaN),
        externalMb: metrics === null ? null : mb(metricValue(metrics, 'backstage_nodejs_external_memory_bytes') ?? NaN),
        requests: counts.total(),
      });
    };
    await sample();
    const sampler = setInterval(() => void sample(), sampleEveryMs);
    console.log(`\nSoak: ${minutes} min of mixed traffic on ${server.base} (pid ${server.child.pid}), resident memory read every ${sampleEveryMs / 1000} s`);
    let driven;
    try {
      driven = await driveMixedTraffic({ base: server.base, dbFile: path.join(dataDir, 'site.sqlite'), until, counts });
    } finally {
      clearInterval(sampler);
    }
    await sample();

    console.log('Resident memory (VmRSS, and as the metrics read it), and the JavaScript heap and memory outside it (buffers) as the metrics read them:');
    console.log(`${'min'.padStart(6)} ${'VmRSS MB'.padStart(9)} ${'metric MB'.padStart(10)} ${'heap used MB'.padStart(13)} ${'heap MB'.padStart(8)} ${'external MB'.padStart(12)} ${'requests'.padStart(9)}`);
    const fixed = (value) => (value === null || Number.isNaN(value) ? '-' : value.toFixed(1));
    for (const row of samples) {
      console.log(`${row.minute.toFixed(2).padStart(6)} ${fixed(row.rssMb).padStart(9)} ${fixed(row.metricRssMb).padStart(10)} ${fixed(row.heapUsedMb).padStart(13)} ${fixed(row.heapTotalMb).padStart(8)} ${fixed(row.externalMb).padStart(12)} ${String(row.requests).padStart(9)}`);
    }
    console.log(`\nAnswers by kind (${driven.pages} distinct pages in turn, ${driven.flows} booking flows):`);
    for (const line of counts.lines()) console.log(`  ${line}`);
    const verdict = soakVerdict(samples, minutes);
    console.log(
      `\nFinal resident memory ${fixed(verdict.finalMb)} MB (bound ${residentBoundMb} MB); slope over the second half ` +
        `${verdict.perMinute === null ? '-' : verdict.perMinute.toFixed(2)} MB/min, ${fixed(verdict.growthMb)} MB over its ${minutes / 2} min (flat: at most ${flatGrowthMb} MB)`,
    );
    console.log(
      `Verdict: ${verdict.ok ? 'PASS' : 'FAIL'}: ${verdict.withinBound ? 'within' : 'over'} ${residentBoundMb} MB, ${verdict.flat ? 'flat' : 'still growing'} over the second half`,
    );

    // Where the JavaScript heap's reserved memory is, by space, at the end (before the snapshot).
    const spaces = [...((await readMetrics(metricsBase)) ?? '').matchAll(/^backstage_nodejs_heap_space_size_(total|used)_bytes\{space="(\w+)"\} (\S+)/gm)];
    if (spaces.length > 0) {
      const bySpace = new Map();
      for (const [, kind, space, value] of spaces) bySpace.set(space, { ...bySpace.get(space), [kind]: mb(Number(value)) });
      console.log(`Heap spaces at the end (used / reserved MB): ${[...bySpace].map(([space, size]) => `${space} ${size.used?.toFixed(1)} / ${size.total?.toFixed(1)}`).join(', ')}`);
    }

    const file = await heapSnapshot(server.child, snapshotDir);
    console.log(`\nHeap snapshot: ${file}, ${mb(statSync(file).size).toFixed(1)} MB (resident memory afterwards ${mb(residentBytes(server.child.pid)).toFixed(1)} MB)`);
    const { total, byName } = heapSnapshotTotals(file);
    console.log(`Heap ${mb(total).toFixed(1)} MB in objects; the largest kinds by their own size:`);
    for (const [name, entry] of [...byName].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 15)) {
      console.log(`  ${mb(entry.bytes).toFixed(1).padStart(7)} MB ${String(entry.count).padStart(9)}  ${name}`);
    }
    if (process.env.BENCH_KEEP_SNAPSHOT === '1') console.log(`Kept (BENCH_KEEP_SNAPSHOT=1): ${dataDir}`);
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP_SNAPSHOT !== '1' && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
}
