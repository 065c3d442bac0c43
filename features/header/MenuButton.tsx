'use client';

import { Suspense, useCallback, useRef } from 'react';
import { intentHandlers, preloadable } from '@/components/Lazy/preloadable';
import { useEarlyTap } from '@/components/EarlyTap/use-early-tap';
import { useOpenedOnce } from '@/components/Lazy/use-opened-once';
import type { NavItem } from '@/lib/navigation/nav-item';
import { useLayoutStore } from '@/stores/layout-store';
import styles from './FullMenu.module.scss';
import { withMessages } from '@/lib/i18n/with-messages';

// The full-screen menu loads when a visitor first opens it; the header itself is server-rendered.
// Its code also loads ahead when a pointer rests on, or focus reaches, the control.
const menu = preloadable(withMessages(() => import('./FullMenu')));
const FullMenu = menu.Component;
const loadAhead = () => void menu.preload().catch(() => {});

type Props = { label: string; items: NavItem[] };

/** The burger: opens the full-screen menu, on every screen size. */
export function MenuButton({ label, items }: Props) {
  const open = useLayoutStore((state) => state.burgerOpen);
  const setOpen = useLayoutStore((state) => state.setBurgerOpen);
  const wanted = useOpenedOnce(open);
  const burger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const [tapMark, tapRef] = useEarlyTap(burger);

  return (
    <>
      <button
        ref={tapRef}
        {...tapMark}
        type="button"
        className={styles.burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Pointing at or focusing the control loads the panel ahead, so it opens at once.
        {...intentHandlers(loadAhead)}
        onClick={() => setOpen(true)}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </button>
      {/* Kept mounted after the first opening, so it can slide away when closed. */}
      {wanted ? (
        <Suspense fallback={null}>
          <FullMenu open={open} onClose={close} items={items} returnFocus={burger} />
        </Suspense>
      ) : null}
    </>
  );
}
