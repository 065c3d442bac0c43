// The production build `npm test` makes once for the browser tests and the cluster test:
// `npm run build` (Next's build, compile hints, precompression) with `WORDPRESS_URL` pointing
// at a loopback feed of the bundled dataset, as the salon builds against its WordPress.
//
// Built so, the prerendered pages carry the feed's cache tags, which is what lets the cluster
// test's editor change (announced to one instance) expire them on every instance. The content
// is the bundled dataset either way, so the browser tests, whose servers read the bundled
// dataset at run time, see the same pages as from a plain `npm run build`.
//
// On success it writes `.next/built-against-feed` holding the build id, and copies the build
// (without Next's data cache, which holds the feed) to `.next-cluster-build`, marked the same
// way: the cluster test runs that copy, so it can run while the browser tests' servers
// regenerate pages in `.next`. Without a marked copy the cluster test makes a build of its own.
//
//   node e2e/servers/build-against-feed.mjs
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startContentFeed } from './content-feed.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const distDir = path.join(repo, '.next');
const clusterDir = path.join(repo, '.next-cluster-build');
const marker = 'built-against-feed';

const feed = await startContentFeed(0);
console.log(`Building against a loopback feed of the bundled dataset at ${feed.url}`);
const code = await new Promise((resolve) => {
  const child = spawn('npm', ['run', '--silent', 'build'], {
    cwd: repo,
    stdio: 'inherit',
    env: {
      ...process.env,
      WORDPRESS_URL: feed.url,
      NEXT_DIST_DIR: '.next',
      NEXT_TELEMETRY_DISABLED: '1',
      // In CI the clone is fresh and gone after the run: no later build reads Turbopack's cache.
      ...(process.env.CI ? { TURBOPACK_CACHE: 'off' } : {}),
    },
  });
  child.on('error', () => resolve(127));
  child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
});
await feed.close();
if (code === 0) {
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');
  writeFileSync(path.join(distDir, marker), buildId);
  rmSync(clusterDir, { recursive: true, force: true });
  cpSync(distDir, clusterDir, {
    recursive: true,
    filter: (file) => path.relative(distDir, file) !== 'cache',
  });
  console.log(`Copied the build to ${path.relative(repo, clusterDir)} for the cluster test`);
}
process.exitCode = code;
