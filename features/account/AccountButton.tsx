'use client';

import { Suspense, useCallback, useEffect, useRef } from 'react';
import { intentHandlers, preloadable } from '@/components/Lazy/preloadable';
import { useEarlyTap } from '@/components/EarlyTap/use-early-tap';
import { useOpenedOnce } from '@/components/Lazy/use-opened-once';
import { useAccountStore } from '@/stores/account-store';
import { useSessionStore } from '@/stores/session-store';
import { withMessages } from '@/lib/i18n/with-messages';

// Sign-in, my bookings and favourites load when the visitor first opens the account panel.
// Its code also loads ahead when a pointer rests on, or focus reaches, the control.
const panel = preloadable(withMessages(() => import('./AccountPanel')));
const AccountPanel = panel.Component;
const loadAhead = () => void panel.preload().catch(() => {});

type Props = {
  className?: string;
  /** "My account", and what it says once signed in ("My account, signed in"). */
  label: string;
  signedInLabel: string;
};

/** The header's account control: shows whether the visitor is signed in and opens the account panel. */
export function AccountButton({ className, label, signedInLabel }: Props) {
  const status = useSessionStore((state) => state.status);
  const check = useSessionStore((state) => state.check);
  const opened = useAccountStore((state) => state.opened);
  const open = useAccountStore((state) => state.open);
  const close = useAccountStore((state) => state.close);
  const wanted = useOpenedOnce(opened);
  const button = useRef<HTMLButtonElement>(null);
  const [tapMark, tapRef] = useEarlyTap(button);
  const onClose = useCallback(() => close(), [close]);

  useEffect(() => {
    void check();
  }, [check]);

  const signedIn = status === 'signed-in';
  return (
    <>
      <button
        ref={tapRef}
        {...tapMark}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-signed-in={signedIn}
        title={signedIn ? signedInLabel : label}
        // Pointing at or focusing the control loads the panel ahead, so it opens at once.
        {...intentHandlers(loadAhead)}
        onClick={() => open()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="12" cy="8" r="4" fill={signedIn ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill={signedIn ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className="visually-hidden">{signedIn ? signedInLabel : label}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AccountPanel open={opened} onClose={onClose} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
