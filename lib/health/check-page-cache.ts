/**
 * Whether this instance can read the build's pages from its own disk: Next serves prerendered
 * pages (and keeps the ones it regenerates) under the build folder. Its `BUILD_ID` is read and
 * its rendered-pages folder opened; a missing or unreadable build cannot serve a page.
 */
import { access, constants, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function checkPageCache(
  _timeoutMs?: number,
  distDir = process.env.NEXT_DIST_DIR || '.next',
): Promise<boolean> {
  // The running build's own folder, read at run time: nothing for the build to trace or copy.
  const folder = path.resolve(/* turbopackIgnore: true */ distDir);
  const buildId = (await readFile(path.join(folder, 'BUILD_ID'), 'utf8')).trim();
  await access(path.join(folder, 'server', 'app'), constants.R_OK | constants.X_OK);
  return buildId.length > 0;
}
