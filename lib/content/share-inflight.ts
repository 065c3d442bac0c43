/**
 * Calls made while one is still running share its promise, so concurrent requests cause a
 * single load; once it settles, the next call loads again (the data cache keeps it cheap).
 */
export function shareInflight<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
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
 */
export function shareInflightByKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (key) => {
    let running = pending.get(key);
    if (!running) {
      running = load(key).finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  };
}
