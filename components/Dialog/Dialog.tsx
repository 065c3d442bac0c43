'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { isTopOverlay, useOverlayLock } from '@/components/Overlay/use-overlay-lock';
import { DialogOpenContext } from './dialog-open';
import { useFocusTrap } from './use-focus-trap';
import { usePresence } from './use-presence';
import styles from './Dialog.module.scss';

export type DialogPlacement = 'right' | 'left' | 'top' | 'full';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's visible title; or, for a dialog without one, `label`. */
  labelledBy?: string;
  label?: string;
  /** Where the panel sits and where it slides from and away to. */
  placement?: DialogPlacement;
  /** Extra class of the panel (its padding, width, colours). */
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A modal dialog: the foundation of side panels, menus and the search overlay. While open
 * it locks page scrolling, keeps focus inside (the page behind is inert), and closes on
 * Escape or a click on the backdrop; it then slides away (at once under reduced motion)
 * and gives focus back to the control that opened it. Its content mounts on opening and
 * unmounts once it has closed, so every opening starts afresh.
 */
export function Dialog({ open, onClose, labelledBy, label, placement = 'right', className, initialFocus, returnFocus, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const phase = usePresence(open, panel);
  const token = useOverlayLock(onClose, phase === 'open');
  useFocusTrap(panel, phase === 'open', { isTop: () => isTopOverlay(token), initialFocus, returnFocus });

  if (phase === 'closed') return null;
  return createPortal(
    <div className={styles.root} data-placement={placement} data-state={phase}>
      <div className={styles.backdrop} onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        inert={phase === 'closing'}
        className={className ? `${styles.panel} ${className}` : styles.panel}
      >
        <DialogOpenContext value={phase === 'open'}>{children}</DialogOpenContext>
      </div>
    </div>,
    document.body,
  );
}
