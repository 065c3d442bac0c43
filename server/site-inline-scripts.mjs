// @ts-check
/**
 * The inline scripts whose exact text is known before any request: the site's own (the
 * early-tap capture, first in every page's body, and the booking page's script loader) and
 * the Turbopack bootstrap that Next writes into each page, one per route, made from the
 * build's manifest as Next itself makes it. The Content-Security-Policy hashes these because
 * they are known, not because an answer holds them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { earlyTapCapture } from '../components/EarlyTap/early-tap-capture.mjs';
import { afterPaintLoader } from './scripts-after-first-paint.mjs';

const require = createRequire(import.meta.url);

/** Scripts the site writes inline, as it writes them: its components' and its server's. */
export const siteInlineScripts = [earlyTapCapture, afterPaintLoader];

/**
 * Next's per-route Turbopack bootstraps of the build in `distDir` (none when the build has no
 * such manifest entries, e.g. a webpack build).
 * @param {string} distDir
 * @returns {string[]}
 */
export function buildBootstrapScripts(distDir) {
  /** @type {{ pagesChunkGroupBootstrapParams?: Record<string, object>, chunkLoadingGlobal?: string }} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const params = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (!params || !global) return [];
  const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files');
  return Object.keys(params)
    .map((page) => /** @type {string | undefined} */ (getTurbopackChunkGroupBootstrap(params, global, [page])))
    .filter((script) => script !== undefined);
}

/**
 * Every inline script known before a request, for the build in `distDir`.
 * @param {string} distDir
 */
export function knownInlineScripts(distDir) {
  return [...new Set([...siteInlineScripts, ...buildBootstrapScripts(distDir)])];
}
