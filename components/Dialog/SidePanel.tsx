'use client';

import { Suspense, useId, type ReactNode, type RefObject } from 'react';
import { Dialog } from './Dialog';
import styles from './Dialog.module.scss';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Read by screen readers on the close button, e.g. "Close". */
  closeLabel: string;
  /** Shown while lazily loaded content (a `next/dynamic` or `React.lazy` child) arrives. */
  loadingLabel: string;
  side?: 'right' | 'left';
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A side panel (callback request, sign-in, booking): a dialog sliding in from the side with
 * a title and a close button. Its children may be loaded lazily; they suspend inside the
 * panel, which shows `loadingLabel` meanwhile.
 */
export function SidePanel({ open, onClose, title, closeLabel, loadingLabel, side = 'right', initialFocus, returnFocus, children }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} placement={side} className={styles.side} initialFocus={initialFocus} returnFocus={returnFocus}>
      <div className={styles.sideHeader}>
        <h2 id={titleId} className={styles.sideTitle}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      <div className={styles.sideBody}>
        <Suspense fallback={<p role="status">{loadingLabel}</p>}>{children}</Suspense>
      </div>
    </Dialog>
  );
}
