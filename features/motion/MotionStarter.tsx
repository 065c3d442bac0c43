'use client';

import { useEffect } from 'react';
import { reloadOrRethrow } from '@/lib/chunk-reload/chunk-reload';
import { usePathname } from '@/lib/i18n/use-pathname';
import { useMotionAllowed } from './use-motion-allowed';

/** After this long the motion starts even if the browser never goes idle. */
const idleLimitMs = 2000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: idleLimitMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Loads the page's motion (framer-motion) once the page has been shown and the browser is
 * idle, only on wide screens without reduced motion, and starts it afresh on each page.
 * It stops, putting everything back, when the screen narrows or reduced motion is asked for.
 */
export function MotionStarter() {
  const allowed = useMotionAllowed();
  const pathname = usePathname();

  useEffect(() => {
    if (!allowed) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import('./page-motion')
        .catch(reloadOrRethrow)
        .then(({ startPageMotion }) => {
          if (!cancelled) stop = startPageMotion();
        })
        .catch((error: unknown) => console.error('[motion] could not start', error));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [allowed, pathname]);

  return null;
}
