// @ts-check
/**
 * What must exist once per server process: the database and its pool, the booking client,
 * the Redis connections, the outbox workers, the address gate's snapshot, the shutdown steps.
 * A module-level variable is not enough: Next bundles proxy.ts, instrumentation.ts and each
 * route apart, each with its own copy of a module; `server.mjs` and the cache handler load
 * their modules outside any bundle; and `next dev` evaluates modules again when files
 * change. Every copy of this module keeps the value on `globalThis` under
 * `Symbol.for('backstage.<name>')`, the one key that every copy, bundled or not, names alike.
 * Plain JavaScript, so that `server.mjs` (run by Node as it is) uses the same keys.
 */

/**
 * The names that `server.mjs` and its modules share with the app's bundles: each side keeps
 * or reads the same value, so neither may be renamed alone.
 */
export const serverShared = Object.freeze({
  /** Whether the server is draining, and the steps the app registered for its shutdown. */
  shutdown: 'shutdown',
  /** The Redis connections (opened by the cache handler or a route, closed by the server). */
  redis: 'shared-redis',
  /** The production server's kept page answers, which revalidation drops. */
  pageAnswers: 'page-answers',
  /** The token by which proxy.ts recognises the server's own requests. */
  internalToken: 'internal-token',
});

/** @param {string} name */
export const processSingletonKey = (name) => Symbol.for(`backstage.${name}`);

const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/**
 * This process's `name`, made by `create` the first time any copy of any bundle asks.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processSingleton(name, create) {
  const key = processSingletonKey(name);
  if (!(key in slots)) slots[key] = create();
  return /** @type {T} */ (slots[key]);
}

/**
 * This process's `name` if it has been made, else undefined: for what is closed or cleared
 * only when it exists (at shutdown, on revalidation), never made for that.
 * @template T
 * @param {string} name
 * @returns {T | undefined}
 */
export function existingProcessSingleton(name) {
  return /** @type {T | undefined} */ (slots[processSingletonKey(name)]);
}

/**
 * Forgets `name`, so that the next use makes it again (an opening that failed, a database
 * closed at shutdown). With `value`, only while `name` is still that value: an opening that
 * fails late never drops the one that has replaced it.
 * @param {string} name
 * @param {unknown} [value]
 */
export function forgetProcessSingleton(name, value) {
  const key = processSingletonKey(name);
  if (value === undefined || slots[key] === value) delete slots[key];
}
