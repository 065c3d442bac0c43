'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { useEarlyTap } from '@/components/EarlyTap/use-early-tap';
import { intentHandlers } from '@/components/Lazy/preloadable';
import { useBookingStore, type BookingChoice } from '@/stores/booking-store';
import styles from './BookButton.module.scss';

type Props = {
  /** What the panel opens on: the page's service, master or category, or everything. */
  choice?: BookingChoice;
  children: ReactNode;
  className?: string;
  /** The external booking site, for a browser without JavaScript (or before the page is ready). */
  fallbackHref: string;
  newTabLabel: string;
};

const subscribe = () => () => {};

/**
 * A "Book" control. In the server's HTML it links to the external booking site in a new
 * tab, so it works without JavaScript; once the page runs it is a button that opens the
 * booking panel (mounted once per page by features/booking/BookingPanelHost) on the choice.
 * A tap on the link while the page is not yet interactive is kept and replayed on the button
 * (components/EarlyTap), so it opens the panel, as a tap a moment later would.
 */
export function BookButton({ choice = { kind: 'all' }, children, className, fallbackHref, newTabLabel }: Props) {
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const open = useBookingStore((state) => state.open);
  const intend = useBookingStore((state) => state.intend);
  const [tapMark, tapRef] = useEarlyTap<HTMLButtonElement>();
  if (!ready) {
    return (
      <a {...tapMark} href={fallbackHref} target="_blank" rel="noopener noreferrer" className={className}>
        {children} <span className="visually-hidden">{newTabLabel}</span>
      </a>
    );
  }
  return (
    <button
      ref={tapRef}
      {...tapMark}
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-haspopup="dialog"
      // Pointing at or focusing the control loads the panel ahead, so it opens at once.
      {...intentHandlers(intend)}
      onClick={() => open(choice)}
    >
      {children}
    </button>
  );
}
