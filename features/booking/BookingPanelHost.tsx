'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reloadOrRethrow } from '@/features/chunk-reload/chunk-reload';
import { usePathname } from '@/lib/i18n/use-pathname';
import { bookParam, formatBookingChoice, parseBookingChoice, useBookingStore } from '@/stores/booking-store';

// The panel, its steps and its data load only when a visitor first opens it.
const BookingPanel = dynamic(() => import('./BookingPanel').catch(reloadOrRethrow), { ssr: false });

/**
 * The page's one booking panel, opened by every "Book" control. Its choice is kept in the
 * address (`?book=...`): an address with it opens the panel, opening adds a history entry,
 * and the back button closes it again.
 */
export function BookingPanelHost({ bookingUrl }: { bookingUrl: string }) {
  const opened = useBookingStore((state) => state.opened);
  const choice = useBookingStore((state) => state.choice);
  const close = useBookingStore((state) => state.close);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  const pushed = useRef(false);
  const pathname = usePathname();

  useEffect(() => {
    pushed.current = false;
    useBookingStore.getState().close();
  }, [pathname]);

  useEffect(() => {
    const follow = () => {
      const wanted = parseBookingChoice(new URLSearchParams(window.location.search).get(bookParam));
      const state = useBookingStore.getState();
      if (wanted && !state.opened) state.open(wanted);
      if (!wanted && state.opened) {
        pushed.current = false;
        state.close();
      }
    };
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  useEffect(() => {
    const url = new URL(window.location.href);
    const current = url.searchParams.get(bookParam);
    if (opened) {
      const value = formatBookingChoice(choice);
      if (current === value) return;
      url.searchParams.set(bookParam, value);
      window.history.pushState(null, '', url);
      pushed.current = true;
    } else if (current !== null) {
      if (pushed.current) {
        pushed.current = false;
        window.history.back();
      } else {
        url.searchParams.delete(bookParam);
        window.history.replaceState(null, '', url);
      }
    }
  }, [opened, choice]);

  const onClose = useCallback(() => close(), [close]);
  return wanted ? <BookingPanel open={opened} choice={choice} onClose={onClose} bookingUrl={bookingUrl} /> : null;
}
