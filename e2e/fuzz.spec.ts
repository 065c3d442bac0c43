import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './browse';
import { startOwnServer, temporaryDataDir, type OwnServer } from './servers/own-server';
import { makeRng } from '../scripts/content-images/random.mjs';
import { sendRaw } from './fuzz/raw-http';
import { randomRequest } from './fuzz/request-generator';

// Random requests as crawlers and attackers send them, against the production server. The
// seed makes a failure reproducible: FUZZ_SEED=<seed> npx playwright test e2e/fuzz.spec.ts
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const count = Number(process.env.FUZZ_COUNT ?? 3000);
// A server of its own, so the fuzzer's wrong secrets and rate-limited posts cannot throttle
// other tests' requests (they all come from one address).
const port = Number(process.env.E2E_PORT ?? 3100) + 20;
let server: OwnServer;
let dataDir: ReturnType<typeof temporaryDataDir>;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  dataDir = temporaryDataDir('fuzz');
  server = await startOwnServer(port, { DATA_DIR: dataDir.dir });
});
test.afterAll(async () => {
  await server.stop();
  dataDir.remove();
});
const routeCache = path.join(process.cwd(), '.next', 'server', 'route-cache');

/** The files of pages rendered on demand and stored. */
function storedFiles(): { files: string[]; bytes: number } {
  const files: string[] = [];
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        bytes += statSync(full).size;
        files.push(full);
      }
    }
  };
  try {
    walk(routeCache);
  } catch {
    // Nothing stored yet.
  }
  return { files, bytes };
}

const leaks = /\/work\/|node_modules|\bat [\w.<>]+ \(|webpack-internal|turbopack:\/\/|Error: [A-Z]/;

test(`${count} random requests: no 5xx, no stack trace or file path in any answer`, async () => {
  // A hang guard sized for a busy machine (over 4 min measured at load 25; 20 s alone).
  test.setTimeout(480_000);
  const random = makeRng(String(seed));
  const failures: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const request = randomRequest(random);
    const response = await sendRaw(port, request);
    if (response.status === 0 || response.status >= 500 || leaks.test(response.body)) {
      failures.push(
        `#${index} ${request.method} ${request.path} ${JSON.stringify(request.headers)} -> ${response.status} ${response.body.slice(0, 120)}`,
      );
    }
  }
  expect(failures, `seed ${seed}`).toEqual([]);
});

test('distinct unknown addresses under the dynamic routes are not stored', async () => {
  // 200 addresses, 40 of each kind, one after another: a single one stored fails the test (its
  // file is looked for by name), so more of them would only prove the same again. 1,500 took
  // 2.5 min of a busy machine's browser tests.
  test.setTimeout(480_000);

  for (let index = 0; index < 40; index += 1) {
    for (const unknown of [
      `/services/female/hair/colouring/unknown-${index}/`,
      `/ua/blog/hair/unknown-${index}/`,
      `/employees/unknown-${index}/`,
      `/salons/unknown-${index}/x/`,
      `/services/${'long-'.repeat(60)}${index}/`,
    ]) {
      const response = await sendRaw(port, { method: 'GET', path: unknown, headers: {} });
      expect(response.status, unknown).toBe(404);
    }
  }
  // Other tests may re-render real pages meanwhile (the webhook test); none of ours is kept.
  const stored = storedFiles();
  expect(stored.files.filter((file) => /unknown-|long-long/.test(file))).toEqual([]);
  // What is kept is bounded by the content: two locales of a few hundred pages, a few files each.
  expect(stored.files.length).toBeLessThan(6000);
});
