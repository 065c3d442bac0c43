'use client';

import { useCallback, useRef, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { intentHandlers } from '@/components/Lazy/preloadable';
import { bookingLinkRel, bookingPageHref } from '@/lib/booking/booking-paths';
import { localisedPath } from '@/lib/i18n/locale-href';
import { useBookingStore, type BookingChoice } from '@/stores/booking-store';
import styles from './BookButton.module.scss';
import { useRouteLocale } from '@/lib/i18n/use-route-locale';

type Props = {
  /** What the booking opens on: the page's service, master or category, or everything. */
  choice?: BookingChoice;
  children: ReactNode;
  className?: string;
};

/**
 * What shows a visitor means to book while the control is still a link: a mouse coming over
 * it, or keyboard focus reaching it. A press or a tap on a touch screen is not: the link is
 * followed at once, and what loaded ahead would be left behind.
 */
function linkIntentHandlers(signal: () => void) {
  const { onPointerEnter, onFocus } = intentHandlers(signal);
  return {
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      if (event.pointerType === 'mouse') onPointerEnter();
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      if (event.currentTarget.matches(':focus-visible')) onFocus();
    },
  };
}

/**
 * A "Book" control. In the server's HTML, and until the booking panel's code is here, it is a
 * link, in the same tab, to the site's own booking page opened on the choice: that page works
 * at first paint and without JavaScript, so a tap before the panel can open simply follows it
 * (no early-tap hold), and over a slow line shows a usable step sooner than the panel's code
 * and lists would. Once the panel's code has come (loaded while the page is idle, or on a
 * visitor's intent; features/booking/BookingPanelHost) it is a button that opens the panel on
 * the same choice. Focus on the link stays on the button that takes its place.
 */
export function BookButton({ choice = { kind: 'all' }, children, className }: Props) {
  const locale = useRouteLocale();
  // False while hydrating (the server's state), whatever the store holds by then.
  const live = useBookingStore((state) => state.panelReady);
  const open = useBookingStore((state) => state.open);
  const intend = useBookingStore((state) => state.intend);
  const refocus = useRef(false);
  // The link, as it leaves, notes whether it had focus; the button, as it comes, takes it.
  const leaving = useCallback((link: HTMLAnchorElement | null) => {
    if (!link) return;
    return () => {
      refocus.current = document.activeElement === link;
    };
  }, []);
  const coming = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !refocus.current) return;
    refocus.current = false;
    button.focus();
  }, []);
  if (!live) {
    const href = localisedPath(locale, bookingPageHref(choice));
    return (
      <a
        ref={leaving}
        href={href}
        rel={bookingLinkRel(href)}
        className={className}
        data-book=""
        {...linkIntentHandlers(intend)}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      ref={coming}
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-haspopup="dialog"
      // Marks the Book control, link or button, for the benchmark and the browser tests.
      data-book=""
      // Pointing at or focusing the control loads the panel's lists ahead, so it opens at once.
      {...intentHandlers(intend)}
      onClick={() => open(choice)}
    >
      {children}
    </button>
  );
}
