/**
 * After a deploy replaces the site's script files, a page still open in a browser fails to
 * load the chunks it asks for. Reloading fetches the new page and its new files; a
 * timestamp in sessionStorage keeps it to once per minute, so a chunk that is missing
 * for another reason cannot reload the page in a loop.
 */
export const chunkReloadKey = 'backstage-chunk-reload-at';
export const chunkReloadGuardMs = 60_000;

type Environment = { storage: Pick<Storage, 'getItem' | 'setItem'>; now: number; reload: () => void };

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Failed to load chunk|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(reason.message)
  );
}

/** Reloads the page for a chunk load failure unless it already did in the last minute; says whether it did. */
export function reloadForChunkError(reason: unknown, environment?: Partial<Environment>): boolean {
  if (!isChunkLoadError(reason)) return false;
  const now = environment?.now ?? Date.now();
  const reload = environment?.reload ?? (() => window.location.reload());
  try {
    const storage = environment?.storage ?? window.sessionStorage;
    const last = Number(storage.getItem(chunkReloadKey));
    if (last && now - last < chunkReloadGuardMs && now >= last) return false;
    storage.setItem(chunkReloadKey, String(now));
  } catch {
    // Without storage there is no guard against a loop, so no reload either.
    return false;
  }
  reload();
  return true;
}

/**
 * For a lazily loaded component: `dynamic(() => import('./X').catch(reloadOrRethrow))`.
 * On a chunk failure the page reloads (the promise never settles meanwhile); any other
 * error, or a second failure within a minute, goes on to the error boundary.
 */
export function reloadOrRethrow(reason: unknown): Promise<never> {
  if (reloadForChunkError(reason)) return new Promise<never>(() => {});
  throw reason;
}

// Loads of code ahead of the visitor's asking (components/Lazy/preloadable) under way. Their
// failures are theirs to handle (they reload nothing): a script that fails meanwhile is
// taken for theirs.
let loadsAhead = 0;

/** Marks a load of code ahead of need until it settles; resolves or rejects as it does. */
export function loadingAhead<T>(load: Promise<T>): Promise<T> {
  loadsAhead += 1;
  return load.finally(() => {
    loadsAhead -= 1;
  });
}

/**
 * For the `error` event of an element that failed to load. It does not bubble, so only a
 * listener on window in the capture phase sees it. A script of the site's own build that
 * fails is a chunk that is gone (reloaded for as above), unless a load ahead is under way.
 */
export function reloadForFailedScript(event: Event, environment?: Partial<Environment>): boolean {
  const target = event.target;
  if (typeof HTMLScriptElement === 'undefined' || !(target instanceof HTMLScriptElement) || !target.src) return false;
  if (!new URL(target.src, window.location.href).pathname.startsWith('/_next/static/')) return false;
  if (loadsAhead > 0) return false;
  return reloadForChunkError(Object.assign(new Error(`Failed to load chunk ${target.src}`), { name: 'ChunkLoadError' }), environment);
}
