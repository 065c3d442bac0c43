'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { useLayoutStore } from '@/stores/layout-store';
import styles from './SiteHeader.module.scss';

/** Past this many pixels the header takes its solid background (SPEC.md section 9). */
const solidFrom = 15;

/** The header's frame: solid once the page scrolls, hidden while scrolling down, back on scrolling up. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const closeMenus = useLayoutStore((state) => state.closeMenus);
  const pathname = usePathname();

  useEffect(() => closeMenus(), [pathname, closeMenus]);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y >= solidFrom);
      setHidden(y > lastY.current && y > 120);
      lastY.current = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={styles.header} data-scrolled={scrolled} data-hidden={hidden}>
      {children}
    </header>
  );
}
