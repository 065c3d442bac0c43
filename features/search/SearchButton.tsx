'use client';

import { Suspense, useCallback, useRef } from 'react';
import { intentHandlers, preloadable } from '@/components/Lazy/preloadable';
import { useEarlyTap } from '@/components/EarlyTap/use-early-tap';
import { useOpenedOnce } from '@/components/Lazy/use-opened-once';
import { usePathChange } from '@/lib/i18n/use-path-change';
import { useSearchStore } from '@/stores/search-store';
import styles from './Search.module.scss';
import { withMessages } from '@/lib/i18n/with-messages';

// The overlay, its query client and the index load only when a visitor first opens search.
// Its code also loads ahead when a pointer rests on, or focus reaches, the control.
const search = preloadable(withMessages(() => import('./SearchOverlay')));
const SearchOverlay = search.Component;
const loadAhead = () => void search.preload().catch(() => {});

/** The header's search control: opens the search overlay, and closes it on navigation. */
export function SearchButton({ label }: { label: string }) {
  const opened = useSearchStore((state) => state.opened);
  const setOpened = useSearchStore((state) => state.setOpened);
  const wanted = useOpenedOnce(opened);
  const button = useRef<HTMLButtonElement>(null);
  const [tapMark, tapRef] = useEarlyTap(button);

  const close = useCallback(() => setOpened(false), [setOpened]);
  usePathChange(close);

  return (
    <>
      <button
        ref={tapRef}
        {...tapMark}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={opened}
        // Pointing at or focusing the control loads the panel ahead, so it opens at once.
        {...intentHandlers(loadAhead)}
        onClick={() => setOpened(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {/* Kept mounted after the first opening, so it can slide away when closed. */}
      {wanted ? (
        <Suspense fallback={null}>
          <SearchOverlay open={opened} onClose={close} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
