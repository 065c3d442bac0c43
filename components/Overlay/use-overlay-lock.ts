'use client';

import { useEffect } from 'react';

/**
 * While an overlay (the mobile menu, the search) is mounted, the page behind it does not
 * scroll and Escape closes it.
 */
export function useOverlayLock(onClose: () => void) {
  useEffect(() => {
    document.body.dataset.scrollLocked = 'true';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      delete document.body.dataset.scrollLocked;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
}
