'use client';

import { useEffect, useState, type RefObject } from 'react';

export type Presence = 'open' | 'closing' | 'closed';

/** Longest a closing animation may take before the dialog is removed anyway. */
const closingLimitMs = 600;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Whether a dialog is shown: `closing` after `open` turns false, while its panel slides
 * away, then `closed` when the panel's animation ends. Under reduced motion there is no
 * animation, so it closes at once.
 */
export function usePresence(open: boolean, panel: RefObject<HTMLElement | null>): Presence {
  const [phase, setPhase] = useState<Presence>(open ? 'open' : 'closed');
  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase(prefersReducedMotion() ? 'closed' : 'closing');

  useEffect(() => {
    if (phase !== 'closing') return;
    const node = panel.current;
    const done = () => setPhase('closed');
    const onEnd = (event: AnimationEvent) => {
      if (event.target === node) done();
    };
    const timer = window.setTimeout(done, closingLimitMs);
    node?.addEventListener('animationend', onEnd);
    return () => {
      window.clearTimeout(timer);
      node?.removeEventListener('animationend', onEnd);
    };
  }, [phase, panel]);

  return phase;
}
