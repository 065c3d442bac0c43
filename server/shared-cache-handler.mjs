// @ts-check
/**
 * Next's incremental cache (prerendered and regenerated pages, fetch data) shared by every
 * instance of the site through Redis, with this instance's own cache beneath it. Next loads
 * this file as `cacheHandler` (next.config.ts, always); without `REDIS_URL` it is Next's own
 * file-system cache alone.
 *
 * - Reads ask Redis first; a miss, an error or a time-out there reads Next's own file-system
 *   cache (the build's prerendered pages and what this instance rendered), so pages still
 *   answer while Redis is down. Each Redis command waits at most 500 ms, and a Redis that
 *   stopped answering is not asked again until it reconnects (lib/redis/redis-connection.mjs).
 * - Writes go to both: the local copy as Next keeps it today, Redis for the other instances.
 *   Entries are kept per build (`BUILD_ID`), since a page names its build's scripts.
 * - An entry carries its cache lifetime (`cacheControl`), so an instance that did not render
 *   a page serves it with the page's own lifetime, not Next's one-second default.
 * - `revalidateTag(tags, durations)` records, as Next's file-system cache does, when the tags
 *   became stale and expired in this process's tag manifest (Next's, which its own checks
 *   read), and publishes the same to the other instances (lib/redis/instance-events.mjs), whose
 *   manifests take it within milliseconds, or when they next reach Redis.
 *
 * Why not a published handler: @fortedigital/nextjs-cache-handler 3.3 ignores the durations of
 * `revalidateTag`, stores no `cacheControl`, replaces Next's file-system cache (so a fresh
 * instance without Redis has nothing, and its initial-cache step reads the build's files under
 * paths that 16.4's route-scoped cache keys no longer ask for).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scopedLog } from '../lib/observability/logger.mjs';
import { within } from '../lib/redis/redis-connection.mjs';
import { processRedis } from '../lib/redis/shared-redis.mjs';

/** The longest a page or fetch waits on Redis, whatever ioredis does (its own time-out is 500 ms). */
const boundMs = 1000;

const require = createRequire(import.meta.url);

/**
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('../lib/redis/instance-events.mjs').TagRevalidation} TagRevalidation
 * @typedef {import('../lib/redis/instance-events.mjs').TagRevalidations} TagRevalidations
 * @typedef {{
 *   get: (key: string, ctx: any) => Promise<CacheHandlerValue | null>,
 *   set: (key: string, data: any, ctx: any) => Promise<void>,
 *   resetRequestCache?: () => void,
 * }} LocalCache
 * @typedef {{
 *   redis: () => import('../lib/redis/shared-redis.mjs').SharedRedis | null,
 *   local?: (ctx: CacheHandlerContext) => LocalCache,
 *   manifest?: Map<string, Partial<TagRevalidation>>,
 *   prefix?: string,
 *   log?: import('../lib/observability/logger.mjs').EventLog,
 * }} SharedCacheOptions
 */

/** Next's tag manifest: one per process, read by Next's own staleness checks. */
const nextTagsManifest = /** @type {Map<string, Partial<TagRevalidation>>} */ (
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js').tagsManifest
);

/** @param {CacheHandlerContext} ctx */
const nextFileSystemCache = (ctx) => {
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
  return /** @type {LocalCache} */ (new FileSystemCache(/** @type {any} */ (ctx)));
};

/** How long Redis keeps an entry without an expiry of its own: stale entries still serve while refreshed. */
const defaultKeepSeconds = 30 * 24 * 60 * 60;

/**
 * Buffers and Maps (page payloads, route bodies) as JSON.
 * @param {unknown} value
 * @returns {unknown}
 */
function toStorable(value) {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, toStorable(item)]) };
  if (Array.isArray(value)) return value.map(toStorable);
  if (value && typeof value === 'object') {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = toStorable(item);
    return out;
  }
  return value;
}

/** @returns {any} */
function fromStorable(/** @type {any} */ value) {
  if (Array.isArray(value)) return value.map(fromStorable);
  if (value && typeof value === 'object') {
    if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
    if (Array.isArray(value.$map)) {
      return new Map(value.$map.map((/** @type {[string, unknown]} */ [key, item]) => [key, fromStorable(item)]));
    }
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromStorable(item);
    return out;
  }
  return value;
}

/**
 * The tags that decide an entry's freshness, as Next's file-system cache reads them: a page's
 * from its `x-next-cache-tags` header, fetch data's from the request's tags.
 * @param {CacheHandlerValue} entry
 * @param {any} ctx
 */
function tagsOf(entry, ctx) {
  const value = /** @type {any} */ (entry.value);
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * Whether a tag of the entry expired after it was made (Next's rule).
 * @param {Map<string, Partial<TagRevalidation>>} manifest
 * @param {string[]} tags
 * @param {number} lastModified
 */
function expiredByTags(manifest, tags, lastModified, now = Date.now()) {
  return tags.some((tag) => {
    const expired = manifest.get(tag)?.expired;
    return typeof expired === 'number' && expired <= now && expired > lastModified;
  });
}

/**
 * Takes revalidations into the manifest; of two for one tag, the later wins.
 * @param {Map<string, Partial<TagRevalidation>>} manifest
 * @param {TagRevalidations} tags
 */
export function mergeTagRevalidations(manifest, tags) {
  for (const [tag, revalidation] of Object.entries(tags)) {
    const known = manifest.get(tag);
    if (known?.at !== undefined && known.at > revalidation.at) continue;
    manifest.set(tag, { ...revalidation });
  }
}

/**
 * The seconds Redis keeps an entry: its own expiry where it has one, else a month.
 * @param {CacheHandlerValue} entry
 */
function keepSeconds(entry) {
  const expire = entry.cacheControl?.expire;
  const seconds = typeof expire === 'number' && Number.isFinite(expire) ? expire : defaultKeepSeconds;
  return Math.max(60, Math.min(defaultKeepSeconds, Math.ceil(seconds)));
}

/**
 * The build's id. Next names its folder to the handlers of pages and routes; the proxy's
 * (which Next bundles with this file at build time) gets none, so the build folder is found
 * as next.config.ts names it.
 * @param {string | undefined} serverDistDir
 */
function readBuildId(serverDistDir) {
  const distDir = serverDistDir
    ? path.join(serverDistDir, '..')
    : // The running build's own folder, read when the server starts: nothing for the build to trace or copy.
      path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/**
 * A cache handler class over `redis` (null: this instance's cache alone, as without Redis).
 * @param {SharedCacheOptions} options
 */
export function createSharedCacheHandler({
  redis,
  local = nextFileSystemCache,
  manifest = nextTagsManifest,
  prefix = 'backstage:cache',
  log = scopedLog('cache', 'warn'),
}) {
  /** Listening to the other instances' tag revalidations: once per class (per process in production). */
  let listening = false;
  const listen = () => {
    const shared = redis();
    if (listening || !shared) return;
    listening = true;
    // What arrived before the first request made this class, then what arrives from now on.
    mergeTagRevalidations(manifest, shared.events.knownTags());
    shared.events.on('tags', (tags) => mergeTagRevalidations(manifest, tags));
  };
  let lastFailureLog = 0;
  /** @param {string} what @param {unknown} error */
  const failed = (what, error) => {
    // One line per minute at most: Redis down is logged by the connection itself.
    if (Date.now() - lastFailureLog < 60_000) return;
    lastFailureLog = Date.now();
    log("Redis failed; using this instance's cache", {
      operation: what,
      error: error instanceof Error ? error.message : String(error),
    });
  };

  return class SharedCacheHandler {
    /** @param {CacheHandlerContext} ctx */
    constructor(ctx) {
      this.local = local(ctx);
      this.keyPrefix = `${prefix}:${readBuildId(ctx.serverDistDir)}:`;
      listen();
    }

    /** The shared Redis when it can be asked now, else null. */
    #shared() {
      const shared = redis();
      return shared?.commands.usable() ? shared : null;
    }

    /**
     * @param {string} key
     * @param {any} ctx
     * @returns {Promise<CacheHandlerValue | null>}
     */
    async get(key, ctx) {
      const shared = redis();
      // Tags revalidated before this instance started must be known before its first answer.
      if (shared) await shared.events.synced(1000);
      if (shared?.commands.usable()) {
        try {
          const text = await within(shared.commands.client.get(this.keyPrefix + key), boundMs);
          if (text) {
            const entry = /** @type {CacheHandlerValue} */ (fromStorable(JSON.parse(text)));
            return expiredByTags(manifest, tagsOf(entry, ctx), entry.lastModified) ? null : entry;
          }
        } catch (error) {
          failed('Reading', error);
        }
      }
      return this.local.get(key, ctx);
    }

    /**
     * @param {string} key
     * @param {any} data
     * @param {any} ctx
     */
    async set(key, data, ctx) {
      await this.local.set(key, data, ctx);
      const shared = this.#shared();
      if (!shared) return;
      /** @type {CacheHandlerValue} */
      const entry = { lastModified: Date.now(), value: data };
      if (!ctx?.fetchCache && ctx?.cacheControl) entry.cacheControl = ctx.cacheControl;
      try {
        await within(
          shared.commands.client.set(this.keyPrefix + key, JSON.stringify(toStorable(entry)), 'EX', keepSeconds(entry)),
          boundMs,
        );
      } catch (error) {
        failed('Storing', error);
      }
    }

    /**
     * Next's rule: with durations, stale now and expired after `expire` seconds; without,
     * expired now.
     * @param {string | string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = Date.now();
      /** @type {TagRevalidations} */
      const revalidations = {};
      for (const tag of list) {
        const known = manifest.get(tag) ?? {};
        revalidations[tag] = durations
          ? {
              ...known,
              at: now,
              stale: now,
              ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
            }
          : { ...known, at: now, expired: now };
      }
      mergeTagRevalidations(manifest, revalidations);
      // Unsent while Redis is down; sent once it answers again (instance-events).
      await redis()?.events.publishTags(revalidations);
    }

    resetRequestCache() {
      this.local.resetRequestCache?.();
    }
  };
}

export default createSharedCacheHandler({ redis: processRedis });
