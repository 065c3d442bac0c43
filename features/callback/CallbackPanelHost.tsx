'use client';

import { Suspense, useCallback, useEffect } from 'react';
import { withMessages } from '@/lib/i18n/with-messages';
import { preloadable } from '@/components/Lazy/preloadable';
import { useOpenedOnce } from '@/components/Lazy/use-opened-once';
import { usePathChange } from '@/lib/i18n/use-path-change';
import { useCallbackStore } from '@/stores/callback-store';

// The panel and its form load only when a visitor is about to ask to be called back (points
// at or focuses a callback control) or asks.
const panel = preloadable(withMessages(() => import('./CallbackPanel')));
const CallbackPanel = panel.Component;
const warmUp = () => void panel.preload().catch(() => {});

/** The page's one callback panel, opened by any CallbackButton and closed on navigation; `phone` is the salon's, to call instead. */
export function CallbackPanelHost({ phone = null }: { phone?: string | null }) {
  const opened = useCallbackStore((state) => state.opened);
  const intended = useCallbackStore((state) => state.intended);
  const setOpened = useCallbackStore((state) => state.setOpened);
  const wanted = useOpenedOnce(opened);
  useEffect(() => {
    if (intended || opened) warmUp();
  }, [intended, opened]);
  const close = useCallback(() => setOpened(false), [setOpened]);
  usePathChange(close);
  // Kept mounted after the first opening, so it can slide away when closed.
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CallbackPanel open={opened} onClose={close} phone={phone} />
    </Suspense>
  );
}
