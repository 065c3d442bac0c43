'use client';

import { useEffect } from 'react';
import { reloadForChunkError, reloadForFailedScript } from '@/lib/chunk-reload/chunk-reload';

/**
 * Reloads the page once when a script chunk fails to load and nothing else handled it. A
 * script element's failed load does not bubble: it reaches window only in the capture phase.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadForChunkError(event.reason);
    };
    const onError = (event: ErrorEvent | Event) => {
      if ('error' in event) reloadForChunkError(event.error);
      else reloadForFailedScript(event);
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError, { capture: true });
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError, { capture: true });
    };
  }, []);
  return null;
}
