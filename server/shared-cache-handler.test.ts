/**
 * Next's cache shared through a real Redis (Debian's redis-server, started here): two
 * instances of the handler, each with its own connections, tag manifest and local cache
 * folder, stand for two server processes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisTestPort, startThrowawayRedis, type ThrowawayRedis } from '@/e2e/servers/throwaway-redis';
import { createInstanceEvents } from '@/lib/redis/instance-events.mjs';
import { openRedisConnection } from '@/lib/redis/redis-connection.mjs';
import { createSharedCacheHandler } from './shared-cache-handler.mjs';
import type { SharedRedis } from '@/lib/redis/shared-redis.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');

type Instance = {
  handler: InstanceType<ReturnType<typeof createSharedCacheHandler>>;
  shared: SharedRedis;
  manifest: Map<string, { at?: number; stale?: number; expired?: number }>;
  close(): Promise<void>;
};

const quiet = () => {};
let redis: ThrowawayRedis;
let dir: string;
const instances: Instance[] = [];

/** One "server process": its connections, instance events, tag manifest and local cache folder. */
async function startInstance(name: string): Promise<Instance> {
  const commands = openRedisConnection(redis.url, { name: `${name}-commands`, log: quiet });
  const subscriber = openRedisConnection(redis.url, { name: `${name}-events`, log: quiet });
  const events = createInstanceEvents({ commands, subscriber, prefix: 'test' });
  const shared = { commands, subscriber, events };
  const manifest = new Map();
  const distDir = path.join(dir, name);
  mkdirSync(path.join(distDir, 'server'), { recursive: true });
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1');
  const Handler = createSharedCacheHandler({
    redis: () => shared,
    manifest,
    prefix: 'test:cache',
    log: quiet,
    local: (ctx) => new FileSystemCache(ctx),
  });
  const handler = new Handler({
    fs: nodeFs,
    serverDistDir: path.join(distDir, 'server'),
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  await waitUntil('both connections ready', () => commands.usable() && subscriber.usable());
  await events.synced(5000);
  const instance: Instance = {
    handler,
    shared,
    manifest,
    async close() {
      await events.stop();
      await commands.close();
      await subscriber.close();
    },
  };
  instances.push(instance);
  return instance;
}

async function waitUntil(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await ready()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Resolves once `instance` has received a revalidation of `tag` from the other instances. */
function tagArrives(instance: Instance, tag: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = instance.shared.events.on('tags', (tags) => {
      if (!(tag in tags)) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once the clock has passed the current millisecond: entries and revalidations are
 * dated in milliseconds, and one made after another must carry a later time.
 */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
}

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pageKey = (page: string) => `/route-cache/app-page/0123abcd/$${page}`;

function page(html: string, tags = 'content:services,_N_T_/layout') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  };
}

const fetchValue = (body: string) => ({
  kind: 'FETCH',
  data: {
    headers: { 'content-type': 'application/json' },
    body,
    status: 200,
    url: 'https://cms.example/wp-json/wp/v2/services',
  },
  revalidate: 3600,
});
const fetchContext = (tags: string[]) => ({
  kind: 'FETCH',
  tags,
  softTags: [],
  fetchUrl: 'https://cms.example/',
  fetchIdx: 0,
});

beforeAll(async () => {
  redis = await startThrowawayRedis(redisTestPort(0));
  dir = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  await redis?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

// Redis is stopped, paused and started here: on a busy machine that takes seconds, more than the default.
describe('the shared cache handler', { timeout: 30_000 }, () => {
  it('serves on one instance what the other stored: bytes, maps and the page lifetime intact', async () => {
    const a = await startInstance('a1');
    const b = await startInstance('b1');
    const cacheControl = { revalidate: 3600, expire: undefined };
    await a.handler.set(pageKey('/services/'), page('<p>services</p>'), { ...pageContext, cacheControl });

    const entry = await b.handler.get(pageKey('/services/'), pageContext);
    expect(entry?.cacheControl).toEqual({ revalidate: 3600 });
    const value = entry?.value as ReturnType<typeof page>;
    expect(value.html).toBe('<p>services</p>');
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.toString()).toBe('rsc of <p>services</p>');
    expect(value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(value.headers['x-next-cache-tags']).toBe('content:services,_N_T_/layout');

    await a.handler.set('fetch-key-1', fetchValue('[{"id":1}]'), { fetchCache: true, tags: ['content:services'] });
    expect((await b.handler.get('fetch-key-1', fetchContext(['content:services'])))?.value).toEqual(
      fetchValue('[{"id":1}]'),
    );
  });

  it('keeps entries apart per build', async () => {
    const a = await startInstance('a2');
    const other = await startInstance('other-build');
    writeFileSync(path.join(dir, 'other-build', 'BUILD_ID'), 'build-2');
    const Handler = createSharedCacheHandler({
      redis: () => other.shared,
      manifest: new Map(),
      prefix: 'test:cache',
      log: quiet,
    });
    const nextBuild = new Handler({
      fs: nodeFs,
      serverDistDir: path.join(dir, 'other-build', 'server'),
      flushToDisk: false,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    await a.handler.set(pageKey('/about/'), page('<p>about</p>'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });
    expect(await nextBuild.get(pageKey('/about/'), pageContext)).toBeNull();
  });

  it("the proxy's copy, given no build folder, finds the build as next.config.ts names it", async () => {
    const a = await startInstance('a7');
    const saved = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = path.join(dir, 'a7');
    try {
      const Handler = createSharedCacheHandler({
        redis: () => a.shared,
        manifest: new Map(),
        prefix: 'test:cache',
        log: quiet,
      });
      const proxyCopy = new Handler({ revalidatedTags: [], _requestHeaders: {} });
      await a.handler.set('fetch-key-7', fetchValue('[7]'), { fetchCache: true, tags: ['content:pages'] });
      expect((await proxyCopy.get('fetch-key-7', fetchContext(['content:pages'])))?.value).toEqual(fetchValue('[7]'));
    } finally {
      if (saved === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = saved;
    }
  });

  it('a tag revalidated through one instance is gone for the other as soon as the event reaches it', async () => {
    const a = await startInstance('a3');
    const b = await startInstance('b3');
    await a.handler.set(pageKey('/price/'), page('<p>old prices</p>'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });
    await a.handler.set('fetch-key-3', fetchValue('[]'), { fetchCache: true, tags: ['content:services'] });
    await nextMillisecond();
    expect(await b.handler.get(pageKey('/price/'), pageContext)).not.toBeNull();

    const services = tagArrives(b, 'content:services');
    await a.handler.revalidateTag(['content:services'], { expire: 0 });
    await services;
    // Expired on b from the moment the event is there, without a read of Redis's hash.
    expect(await b.handler.get(pageKey('/price/'), pageContext)).toBeNull();
    expect(await b.handler.get('fetch-key-3', fetchContext(['content:services']))).toBeNull();
    // Next's own checks read the manifest: the tag is expired there too.
    expect(b.manifest.get('content:services')).toMatchObject({
      expired: expect.any(Number),
      stale: expect.any(Number),
    });

    // What is rendered after the revalidation serves again, everywhere.
    await nextMillisecond();
    await b.handler.set(pageKey('/price/'), page('<p>new prices</p>'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });
    expect(((await a.handler.get(pageKey('/price/'), pageContext))?.value as { html: string }).html).toBe(
      '<p>new prices</p>',
    );
    // Another tag leaves the page alone, once b has it too.
    const vacancies = tagArrives(b, 'content:vacancies');
    await a.handler.revalidateTag(['content:vacancies'], { expire: 0 });
    await vacancies;
    expect(b.manifest.get('content:vacancies')).toMatchObject({ expired: expect.any(Number) });
    expect(await b.handler.get(pageKey('/price/'), pageContext)).not.toBeNull();
  });

  it('an instance started after a revalidation knows it before its first answer', async () => {
    const a = await startInstance('a4');
    await a.handler.set(pageKey('/blog/'), page('<p>blog</p>', 'content:articles'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });
    await nextMillisecond();
    await a.handler.revalidateTag('content:articles', { expire: 0 });
    const late = await startInstance('late4');
    expect(late.manifest.get('content:articles')?.expired).toBeGreaterThan(0);
    expect(await late.handler.get(pageKey('/blog/'), pageContext)).toBeNull();
  });

  it('without Redis, answers from the local cache in bounded time, and shares again once Redis is back', async () => {
    const a = await startInstance('a5');
    const b = await startInstance('b5');
    await a.handler.set(pageKey('/contacts/'), page('<p>contacts</p>'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });

    await redis.stop();
    await waitUntil('a to notice', () => !a.shared.commands.usable());
    // Straight to the local cache, never a command left to wait for its time-out on a Redis that is gone.
    const client = a.shared.commands.client;
    const sent = [
      vi.spyOn(client, 'get'),
      vi.spyOn(client, 'set'),
      vi.spyOn(client, 'multi'),
      vi.spyOn(client, 'publish'),
    ];
    const local = await a.handler.get(pageKey('/contacts/'), pageContext);
    expect((local?.value as { html: string }).html).toBe('<p>contacts</p>');
    // b never rendered it: a miss, not an error.
    expect(await b.handler.get(pageKey('/contacts/'), pageContext)).toBeNull();
    await expect(
      a.handler.set(pageKey('/charity/'), page('<p>charity</p>'), {
        ...pageContext,
        cacheControl: { revalidate: 3600 },
      }),
    ).resolves.toBeUndefined();
    await expect(a.handler.revalidateTag(['content:pages'], { expire: 0 })).resolves.toBeUndefined();
    for (const spy of sent) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
    expect(a.manifest.get('content:pages')?.expired).toBeGreaterThan(0);

    await redis.start();
    await waitUntil(
      'both instances to reconnect',
      () => a.shared.commands.usable() && b.shared.commands.usable(),
      10_000,
    );
    // The revalidation made while Redis was down reaches b once it is back.
    await waitUntil('b to learn the tag revalidated during the outage', () => b.manifest.has('content:pages'), 3000);
    await a.handler.set(pageKey('/contacts/'), page('<p>contacts again</p>'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });
    expect(((await b.handler.get(pageKey('/contacts/'), pageContext))?.value as { html: string }).html).toBe(
      '<p>contacts again</p>',
    );
  });

  it('a Redis that stops answering costs one short wait, then the local cache answers at once', async () => {
    const a = await startInstance('a6');
    await a.handler.set(pageKey('/masters/'), page('<p>masters</p>'), {
      ...pageContext,
      cacheControl: { revalidate: 3600 },
    });
    redis.pause();
    try {
      const started = Date.now();
      const first = await a.handler.get(pageKey('/masters/'), pageContext);
      expect((first?.value as { html: string }).html).toBe('<p>masters</p>');
      // A hang guard, not a speed check: the wait is the handler's own bound of a second.
      expect(Date.now() - started).toBeLessThan(10_000);
      // After that one wait, the local cache answers without asking Redis again.
      const asked = vi.spyOn(a.shared.commands.client, 'get');
      for (let i = 0; i < 5; i += 1) expect(await a.handler.get(pageKey('/masters/'), pageContext)).not.toBeNull();
      expect(asked).not.toHaveBeenCalled();
      asked.mockRestore();
    } finally {
      redis.resume();
    }
    await waitUntil('a to reconnect', () => a.shared.commands.usable(), 10_000);
    expect(((await a.handler.get(pageKey('/masters/'), pageContext))?.value as { html: string }).html).toBe(
      '<p>masters</p>',
    );
  });
});
