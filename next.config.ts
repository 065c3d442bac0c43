import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { imageOptions } from './lib/images/image-options';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The interface text in locales/*.json is compiled to next-intl's compact form at build
  // time, so neither the server nor the browser parses ICU messages at run time, and the
  // browser never downloads a message parser (intl-messageformat, about 10 KB gzipped on every
  // page). Experimental in next-intl 4; it asks only that every message be a string.
  experimental: { messages: { path: './locales', format: 'json', locales: 'infer', precompile: true } },
});

/** A second build (the WordPress suite's) lives in its own folder beside the normal `.next`. */
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!/^\.next[\w-]*$/.test(distDir))
  throw new Error(`NEXT_DIST_DIR must be a folder name starting with .next, not ${distDir}`);

/**
 * Next's cache (pages and fetch data) goes through server/shared-cache-handler.mjs, which keeps
 * Next's own file-system cache and, when REDIS_URL is set at start, shares it with every other
 * instance through Redis. Always configured, so one build runs alone or as one of many.
 */
const cacheHandler = path.join(process.cwd(), 'server', 'shared-cache-handler.mjs');

/** Whether Turbopack keeps its compile cache (see `experimental` below). */
const turbopackCache = process.env.TURBOPACK_CACHE !== 'off';

const nextConfig: NextConfig = {
  distDir,
  cacheHandler,
  // Loaded by Node as they are, not bundled, so every route bundle shares one copy: one Redis
  // client per process, and one Kysely, whose classes the stores test with `instanceof` on a
  // database handle that another bundle's copy may have made (`lib/db/dialect.ts`); and one
  // prom-client, whose registry server.mjs serves with the metrics the routes record.
  serverExternalPackages: ['ioredis', 'rate-limiter-flexible', 'kysely', 'prom-client'],
  // Every page path ends in a slash; proxy.ts answers 301 (not Next's 308) for the others.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Every visitor gets a page's metadata in its <head>, not streamed into the body after it:
  // the production server collects each HTML answer whole before sending it (it hashes the
  // inline scripts for the CSP and compresses), so streaming would gain nothing, while a
  // dynamic page (the booking page) would carry its title and preview tags only at the end.
  // server/head-order.mjs then puts them first.
  htmlLimitedBots: /.*/,
  // server.mjs compresses, so that a page's compressed bytes are kept per version, not redone per request.
  compress: false,
  // Rendered pages kept in memory: bounded (the disk copy holds only real pages, see proxy.ts).
  // Next counts a page's HTML in characters, and a page with any character past Latin-1 (every
  // Ukrainian page, and English ones with a curly quote) is held as two bytes a character: 8 MB
  // here is about 16 MB of heap, some 35 pages. The server's own kept answers (server.mjs) hold
  // every page compressed, ten times smaller, in front of this cache; a miss here reads the
  // prerendered page from disk.
  cacheMaxMemorySize: 8 * 1024 * 1024,
  reactStrictMode: true,
  // `npm run dev` answers on every loopback name, but Next's dev server serves its own files
  // and its live-reload socket only to pages opened as localhost: a page opened as 127.0.0.1
  // drew but never came alive. Development only; a production server ignores it.
  allowedDevOrigins: ['127.0.0.1'],
  // `npm test` checks the types in a phase of its own before its builds and says so with
  // TYPES_CHECKED_APART=1, so those builds skip a second check of the same files; any other
  // build (a deploy's) checks them itself and fails on an error.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_APART === '1' },
  images: imageOptions,
  experimental: {
    // Each page's stylesheets are written into its HTML as <style> blocks instead of <link>s:
    // the first paint no longer waits for a second request that shares a slow line with the
    // fonts, the hero image and the scripts. All the site's CSS is about 6 KB with Brotli;
    // pages reached by client navigation still load theirs as files.
    inlineCss: true,
    // Turbopack keeps its compile cache in the dist folder (on by default in Next 16), so a
    // rebuild or a restarted `next dev` of the same folder compiles in seconds; writing it
    // costs a cold build 20-35 s of CPU and 200 MB. Where nothing will read it again, the caller
    // says TURBOPACK_CACHE=off: npm test's build in CI (a fresh clone), the WordPress suite's
    // build (it deletes its folder first) and the `next dev` test (a copy of the project).
    turbopackFileSystemCacheForBuild: turbopackCache,
    turbopackFileSystemCacheForDev: turbopackCache,
  },
};

export default withNextIntl(nextConfig);
