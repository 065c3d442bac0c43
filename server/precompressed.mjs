// @ts-check
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The Brotli bytes `npm run build` wrote beside a static file (scripts/precompress.mjs), for
 * an address under `/_next/static/`: read once and kept, since those files never change.
 * Nothing (null) when there is no such file, when it is older than the file it stands for
 * (a build that rewrote the file without compressing it again), or when the address leaves
 * the static folder.
 * @param {string} distDir
 * @returns {(urlPath: string) => Buffer | null}
 */
export function createPrecompressedReader(distDir) {
  const staticDir = path.resolve(distDir, 'static');
  /** @type {Map<string, Buffer>} */
  const kept = new Map();
  return (urlPath) => {
    if (!urlPath.startsWith('/_next/static/')) return null;
    let relative;
    try {
      relative = decodeURIComponent(urlPath.slice('/_next/static/'.length));
    } catch {
      return null;
    }
    const file = path.resolve(staticDir, relative);
    if (!file.startsWith(staticDir + path.sep)) return null;
    const known = kept.get(file);
    if (known) return known;
    try {
      if (statSync(`${file}.br`).mtimeMs < statSync(file).mtimeMs) return null;
      const bytes = readFileSync(`${file}.br`);
      kept.set(file, bytes);
      return bytes;
    } catch {
      return null;
    }
  };
}
