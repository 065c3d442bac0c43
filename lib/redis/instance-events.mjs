// @ts-check
/**
 * What one instance of the site tells the others through Redis, so that the revalidation
 * webhook, reaching one of them, takes effect on all:
 * - `tags`: cache tags revalidated (Next's cache), with the times that decide which entries
 *   they expire. They are also kept in a Redis hash, so an instance that starts later, or
 *   was cut off when they were sent, still learns them.
 * - `content`: the content changed (the address gate reloads, kept page answers are dropped).
 *
 * Delivery is Redis pub/sub, which loses what is sent while an instance is disconnected. So
 * every event also increments a shared version: each instance reads it when its subscription
 * (re)connects and every `pollMs` (half a second), and when it differs from the last event it received (events
 * were missed, or Redis restarted empty), it catches up: every tag from the hash, then one
 * `content` event. An event this instance could not publish (Redis down) is kept and sent
 * once Redis answers again.
 */
import { randomUUID } from 'node:crypto';
import { within } from './redis-connection.mjs';
import { shareInflight } from '../content/share-inflight.mjs';

/** The longest one exchange with Redis may take here, whatever ioredis does. */
const boundMs = 1500;

/**
 * When a tag was revalidated (`at`), and from when entries made before that are stale or
 * expired; the shape of Next's own tag manifest, plus `at` to tell the later revalidation.
 * @typedef {{ at: number, stale?: number, expired?: number }} TagRevalidation
 * @typedef {Record<string, TagRevalidation>} TagRevalidations
 * @typedef {{ tags: (tags: TagRevalidations) => void, content: () => void }} Listeners
 * @typedef {{
 *   publishTags: (tags: TagRevalidations) => Promise<boolean>,
 *   publishContentChanged: () => Promise<boolean>,
 *   on: <K extends keyof Listeners>(kind: K, listener: Listeners[K]) => () => void,
 *   synced: (timeoutMs: number) => Promise<void>,
 *   readSharedTags: () => Promise<TagRevalidations | null>,
 *   knownTags: () => TagRevalidations,
 *   versionChecks: () => number,
 *   stop: () => Promise<void>,
 * }} InstanceEvents
 */

/**
 * @param {{
 *   commands: import('./redis-connection.mjs').RedisConnection,
 *   subscriber: import('./redis-connection.mjs').RedisConnection,
 *   prefix?: string,
 *   pollMs?: number,
 * }} options
 * @returns {InstanceEvents}
 */
export function createInstanceEvents({ commands, subscriber, prefix = 'backstage', pollMs = 500 }) {
  const origin = randomUUID();
  const channel = `${prefix}:events`;
  const versionKey = `${prefix}:events:version`;
  const tagsKey = `${prefix}:tags`;
  /** @type {{ tags: Set<Listeners['tags']>, content: Set<Listeners['content']> }} */
  const listeners = { tags: new Set(), content: new Set() };
  /** The shared version of the last event received or caught up with; null before the first read. */
  let seen = /** @type {number | null} */ (null);
  /** What could not be published yet. */
  /** @type {TagRevalidations} */
  let unsentTags = {};
  let unsentContent = false;
  let stopped = false;
  /** Messages received so far. */
  let messages = 0;
  /** Whether the shared tags were read once (at start-up), and whether a caller stopped waiting for that. */
  let loaded = false;
  let waitedOnce = false;
  /** Checks of the shared version finished so far, whatever they found. */
  let versionChecks = 0;

  /** @type {() => void} */
  let markSynced = () => {};
  const firstSync = new Promise((resolve) => (markSynced = () => resolve(undefined)));

  /** Every tag revalidation received so far, the later of two for a tag: for listeners that come late. */
  /** @type {TagRevalidations} */
  const known = {};
  /** @param {TagRevalidations} tags */
  const emitTags = (tags) => {
    if (Object.keys(tags).length === 0) return;
    for (const [tag, revalidation] of Object.entries(tags)) {
      if (!known[tag] || known[tag].at <= revalidation.at) known[tag] = revalidation;
    }
    for (const listener of listeners.tags) listener(tags);
  };
  const emitContent = () => {
    for (const listener of listeners.content) listener();
  };

  /** @param {Record<string, string>} hash */
  const parseTags = (hash) => {
    /** @type {TagRevalidations} */
    const tags = {};
    for (const [tag, text] of Object.entries(hash)) {
      try {
        tags[tag] = JSON.parse(text);
      } catch {
        // A field this code did not write: ignore it.
      }
    }
    return tags;
  };

  async function readSharedTags() {
    if (!commands.usable()) return null;
    try {
      return parseTags(await within(commands.client.hgetall(tagsKey), boundMs));
    } catch {
      return null;
    }
  }

  /** Reads the shared version once; when events were missed (or at the first read), catches up. */
  async function catchUp() {
    try {
      if (!commands.usable()) return;
      const messagesBefore = messages;
      const version = Number((await within(commands.client.get(versionKey), boundMs)) ?? 0);
      const first = !loaded;
      // Any other version: events were missed, or Redis restarted empty and counts anew.
      if (!first && seen !== null && version === seen) return;
      const tags = await readSharedTags();
      if (!tags) return;
      loaded = true;
      // A message received meanwhile carries a newer version than this read.
      if (messages === messagesBefore) seen = version;
      emitTags(tags);
      // At start-up there is nothing kept yet to drop; later, a missed event may have been content.
      if (!first) emitContent();
    } catch {
      // Redis went away meanwhile: the next check tries again.
    } finally {
      versionChecks += 1;
      if (loaded) markSynced();
    }
  }

  /** One check at a time: a check asked for while one runs joins it. */
  const checkVersion = shareInflight(catchUp);

  subscriber.client.on('message', (/** @type {string} */ name, /** @type {string} */ text) => {
    if (name !== channel) return;
    messages += 1;
    /** @type {{ origin?: string, version?: number, kind?: string, tags?: TagRevalidations }} */
    let event;
    try {
      event = JSON.parse(text);
    } catch {
      return;
    }
    // A version past the next one means an event was missed: catch up after this one.
    const gap = typeof event.version === 'number' && seen !== null && event.version > seen + 1;
    if (typeof event.version === 'number') seen = event.version;
    if (event.origin !== origin) {
      if (event.kind === 'tags' && event.tags) emitTags(event.tags);
      if (event.kind === 'content') emitContent();
    }
    if (gap) {
      seen = (event.version ?? 1) - 1;
      void checkVersion();
    }
  });
  // Subscribed again after every reconnection (ioredis resubscribes too; this also catches up).
  subscriber.client.on('ready', () => {
    subscriber.client.subscribe(channel).then(
      () => checkVersion(),
      () => {},
    );
  });
  if (subscriber.usable())
    void subscriber.client.subscribe(channel).then(
      () => checkVersion(),
      () => {},
    );
  commands.client.on('ready', () => {
    void sendUnsent();
    void checkVersion();
  });
  if (commands.usable()) void checkVersion();
  const poll = setInterval(() => void checkVersion(), pollMs);
  poll.unref();

  /**
   * @param {Record<string, unknown>} event
   * @param {(multi: ReturnType<typeof commands.client.multi>) => void} [alsoDo]
   */
  async function publish(event, alsoDo) {
    if (!commands.usable()) return false;
    try {
      const multi = commands.client.multi();
      alsoDo?.(multi);
      multi.incr(versionKey);
      const results = (await within(multi.exec(), boundMs)) ?? [];
      const version = Number(results.at(-1)?.[1]);
      await within(commands.client.publish(channel, JSON.stringify({ ...event, origin, version })), boundMs);
      return true;
    } catch {
      return false;
    }
  }

  /** @param {TagRevalidations} tags */
  async function publishTags(tags) {
    const fields = Object.entries(tags).flatMap(([tag, value]) => [tag, JSON.stringify(value)]);
    if (fields.length === 0) return true;
    const sent = await publish({ kind: 'tags', tags }, (multi) => multi.hset(tagsKey, ...fields));
    if (!sent) unsentTags = { ...unsentTags, ...tags };
    return sent;
  }

  async function publishContentChanged() {
    const sent = await publish({ kind: 'content' });
    if (!sent) unsentContent = true;
    return sent;
  }

  async function sendUnsent() {
    const tags = unsentTags;
    const content = unsentContent;
    unsentTags = {};
    unsentContent = false;
    if (Object.keys(tags).length) await publishTags(tags);
    if (content) await publishContentChanged();
  }

  return {
    publishTags,
    publishContentChanged,
    on(kind, listener) {
      const set = /** @type {Set<typeof listener>} */ (listeners[kind]);
      set.add(listener);
      return () => set.delete(listener);
    },
    /**
     * Resolves once the shared tags were first read, or after `timeoutMs` when Redis does not
     * answer; after one such wait, at once (an instance started without Redis waits once).
     */
    async synced(timeoutMs) {
      if (loaded || waitedOnce) return;
      let timer;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([firstSync, late]);
      clearTimeout(timer);
      waitedOnce = true;
    },
    readSharedTags,
    knownTags: () => ({ ...known }),
    /** How many checks of the shared version have finished: a test waits on it for a check to have run. */
    versionChecks: () => versionChecks,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
    },
  };
}
