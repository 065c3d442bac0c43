'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
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

const subscribe = () => () => {};

/**
 * A "Book" control. In the server's HTML it is a link, in the same tab, to the site's own
 * booking page opened on the choice: that page works at first paint and without JavaScript,
 * so a tap before the scripts are live simply follows it (no early-tap hold). Once the page
 * runs it is a button that opens the booking panel (mounted once per page by
 * features/booking/BookingPanelHost) on the same choice.
 */
export function BookButton({ choice = { kind: 'all' }, children, className }: Props) {
  const locale = useRouteLocale();
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const open = useBookingStore((state) => state.open);
  const intend = useBookingStore((state) => state.intend);
  if (!ready) {
    const href = localisedPath(locale, bookingPageHref(choice));
    return (
      <a href={href} rel={bookingLinkRel(href)} className={className} data-book="">
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-haspopup="dialog"
      // Marks the Book control, link or button, for the benchmark and the browser tests.
      data-book=""
      // Pointing at or focusing the control loads the panel ahead, so it opens at once.
      {...intentHandlers(intend)}
      onClick={() => open(choice)}
    >
      {children}
    </button>
  );
}
