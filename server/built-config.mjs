// @ts-check
/**
 * The Next configuration a production server runs with: the one the build wrote, resolved
 * (`<distDir>/required-server-files.json`). server.mjs hands it to Next the way the server of
 * Next's own standalone output does (`__NEXT_PRIVATE_STANDALONE_CONFIG`, read by Next's
 * `loadConfig` before any file; `next({ conf })` is not enough, a custom server's router loads
 * the file again). It spares the server loading `next.config.ts`: reading a TypeScript
 * configuration loads the SWC compiler, about 40 MB of native code kept resident for the life
 * of the process to compile one file once.
 *
 * The build's folder is the one the configuration was read from, whatever the build was called
 * when made: a copy of `.next` run as `NEXT_DIST_DIR=.next-copy` serves and regenerates pages in
 * the copy, never in the folder it was copied from (the cluster test runs such a copy while the
 * browser tests' server runs `.next`). The cache handler is named again from the folder the
 * server runs in, for the same reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} distDir the build's folder, relative to `root`
 * @param {string} root the folder the server runs in
 * @returns {Record<string, unknown> | undefined} undefined without a build, which Next then reports itself
 */
export function builtNextConfig(distDir, root = process.cwd()) {
  const file = path.join(root, distDir, 'required-server-files.json');
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, 'utf8'));
  if (!config || typeof config !== 'object') return undefined;
  return {
    ...config,
    distDir,
    distDirRoot: distDir,
    ...(typeof config.cacheHandler === 'string'
      ? { cacheHandler: path.join(root, 'server', path.basename(config.cacheHandler)) }
      : {}),
  };
}
