'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { reloadOrRethrow } from '@/features/chunk-reload/chunk-reload';
import { usePathname } from '@/lib/i18n/use-pathname';
import { useCallbackStore } from '@/stores/callback-store';

// The panel and its form load only when a visitor first asks to be called back.
const CallbackPanel = dynamic(() => import('./CallbackPanel').catch(reloadOrRethrow), { ssr: false });

/** The page's one callback panel, opened by any CallbackButton and closed on navigation. */
export function CallbackPanelHost() {
  const opened = useCallbackStore((state) => state.opened);
  const setOpened = useCallbackStore((state) => state.setOpened);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  const pathname = usePathname();
  useEffect(() => setOpened(false), [pathname, setOpened]);
  const close = useCallback(() => setOpened(false), [setOpened]);
  // Kept mounted after the first opening, so it can slide away when closed.
  return wanted ? <CallbackPanel open={opened} onClose={close} /> : null;
}
