'use client';

import { useEffect } from 'react';
import { reloadForChunkError } from './chunk-reload';

/** Reloads the page once when a script chunk fails to load and nothing else handled it. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadForChunkError(event.reason);
    };
    const onError = (event: ErrorEvent | Event) => {
      if ('error' in event) reloadForChunkError(event.error);
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
