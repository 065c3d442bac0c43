'use client';

import { useSyncExternalStore } from 'react';

/** Animations run on wide screens only (over 1200 px), and never under reduced motion. */
export const motionQuery = '(min-width: 1201px) and (prefers-reduced-motion: no-preference)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(motionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether animations may run now; false on the server and while the media query says no. */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );
}
