/**
 * `npm run bench -- --cluster` runs this file (through vitest, which runs the TypeScript of the
 * cluster harness): the cluster of the cluster test, measured by scripts/bench/cluster.mjs.
 * Figures are printed; the only check is that the cluster came up.
 */
import { afterAll, beforeAll, it } from 'vitest';
import { benchCluster } from '../../scripts/bench/cluster.mjs';
import { clusterPorts, startCluster, type Cluster } from './cluster';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 600_000);

afterAll(async () => {
  await cluster?.stop();
}, 120_000);

it('prints the figures of one instance against two, and of PostgreSQL under load', async () => {
  await benchCluster({
    root: process.cwd(),
    dir: cluster.dir,
    a: cluster.a,
    b: cluster.b,
    proxyPort: clusterPorts().nginx + 10,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
  });
}, 600_000);
