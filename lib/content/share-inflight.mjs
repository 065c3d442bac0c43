// @ts-check
// Plain JavaScript with JSDoc types, so that server.mjs's own modules (server/) can call it as
// well as the app's TypeScript.

/**
 * Calls made while one is still running share its promise, so concurrent requests cause a
 * single load; once it settles, the next call loads again (the data cache keeps it cheap).
 * The slot is freed in a `.finally` of the stored promise, which runs after it was stored,
 * even when `load` settles before its first `await`.
 *
 * @template T
 * @param {() => Promise<T>} load
 * @returns {() => Promise<T>}
 */
export function shareInflight(load) {
  /** @type {Promise<T> | null} */
  let pending = null;
  return () => {
    pending ??= load().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/**
 * `shareInflight` per key: calls with the same key while its load runs share that promise;
 * calls with other keys load on their own. Nothing is kept once a load settles, so the map
 * holds only what is running.
 *
 * @template T
 * @param {(key: string) => Promise<T>} load
 * @returns {(key: string) => Promise<T>}
 */
export function shareInflightByKey(load) {
  /** @type {Map<string, Promise<T>>} */
  const pending = new Map();
  return (key) => {
    let running = pending.get(key);
    if (!running) {
      running = load(key).finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  };
}
