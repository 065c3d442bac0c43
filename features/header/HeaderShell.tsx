'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathChange } from '@/lib/i18n/use-path-change';
import { usePathname } from '@/lib/i18n/use-pathname';
import { headerState, nextScrollPhase, useLayoutStore } from '@/stores/layout-store';
import styles from './SiteHeader.module.scss';

/**
 * The header's frame. Its state (initial dark or light, opened, mobile-opened, scroll-up,
 * scroll-down) lives in the layout store and is drawn by CSS from `data-state`: solid once
 * the page scrolls, hidden while scrolling down, back on scrolling up. Menus close on
 * navigation, and each page visited is noted for the menu's visited marker.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const state = useLayoutStore(headerState);
  const closeMenus = useLayoutStore((store) => store.closeMenus);
  const setTone = useLayoutStore((store) => store.setTone);
  const setScroll = useLayoutStore((store) => store.setScroll);
  const lastY = useRef(0);
  const pathname = usePathname();

  usePathChange(closeMenus);
  useEffect(() => {
    // Pages with a hero image mark themselves, so the header sits light over them.
    setTone(document.querySelector('[data-header-tone="light"]') ? 'light' : 'dark');
    const visited = window.location.pathname;
    // The visited store (and its persistence) loads after the page, off the first load.
    void import('@/stores/visited-store').then(({ useVisitedStore }) =>
      useVisitedStore.getState().markVisited(visited),
    );
  }, [pathname, setTone]);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setScroll(nextScrollPhase(useLayoutStore.getState().scroll, lastY.current, y));
      lastY.current = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [setScroll]);

  return (
    <header className={styles.header} data-state={state}>
      {children}
    </header>
  );
}
