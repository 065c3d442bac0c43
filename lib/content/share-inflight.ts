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
