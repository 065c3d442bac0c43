'use client';

import { useEffect, useRef, useState } from 'react';

/** Overlays open now, the last one on top: only the top one answers Escape. */
const openOverlays: object[] = [];

export function isTopOverlay(overlay: object): boolean {
  return openOverlays.at(-1) === overlay;
}

/**
 * While an overlay (a menu, the search, a side panel) is locked, the page behind it does not
 * scroll and Escape closes it. Overlays can stack: the page stays locked until the last one
 * is released, and Escape closes only the top one.
 *
 * Returns the overlay's token, for other behaviour that must apply only to the top overlay.
 */
export function useOverlayLock(onClose: () => void, locked = true): object {
  const [token] = useState(() => ({}));
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!locked) return;
    openOverlays.push(token);
    document.body.dataset.scrollLocked = 'true';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopOverlay(token)) close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openOverlays.splice(openOverlays.indexOf(token), 1);
      if (openOverlays.length === 0) delete document.body.dataset.scrollLocked;
      document.removeEventListener('keydown', onKey);
    };
  }, [locked, token]);

  return token;
}
