'use client';

import { Suspense, useCallback, useEffect, useRef } from 'react';
import { withMessages } from '@/lib/i18n/with-messages';
import { preloadable } from '@/components/Lazy/preloadable';
import { useOpenedOnce } from '@/components/Lazy/use-opened-once';
import { usePathChange } from '@/lib/i18n/use-path-change';
import { usePathname } from '@/lib/i18n/use-pathname';
import { bookingPagePath } from '@/lib/booking/booking-paths';
import { shouldPrefetch } from '@/lib/net/should-prefetch';
import { bookParam, formatBookingChoice, parseBookingChoice, useBookingStore } from '@/stores/booking-store';
import { askPanelListsEarly } from '../steps/early-answers';

// The panel, its steps and its data load only when a visitor is about to open it (points at
// or focuses a Book control) or opens it; the salon's lists are asked for beside the code, not
// after it, nor after the panel has drawn itself.
const panel = preloadable(withMessages(() => import('./BookingPanel')));
const BookingPanel = panel.Component;

/** Loads the panel's code ahead (once); when it is here, Book controls open the panel. */
const loadPanel = () =>
  panel.preload().then((module) => {
    useBookingStore.getState().panelArrived();
    return module;
  });

const warmUp = () => {
  askPanelListsEarly();
  void loadPanel().then(
    (module) => module.prefetchBookingData(),
    () => {},
  );
};

/** After this long the panel's code is fetched even if the browser never goes idle. */
const idleLimitMs = 3000;

/**
 * Once the page has loaded and the browser is idle, the panel's code (not its data) comes
 * ahead; from then on a Book control opens the panel, and until then it leads to the booking
 * page, so that a tap at first paint is not kept waiting for the code on a slow line. Not on
 * a 2G line or with data saver on, where Book leads to the lighter booking page unless a
 * visitor's pointer or focus asks for the panel.
 */
function useCodeWhenIdle(onBookingPage: boolean) {
  useEffect(() => {
    if (panel.isLoaded()) useBookingStore.getState().panelArrived();
    if (onBookingPage || !shouldPrefetch()) return;
    let handle: number | null = null;
    const load = () => void loadPanel().catch(() => {});
    const whenIdle = () => {
      handle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(load, { timeout: idleLimitMs })
          : window.setTimeout(load, 1);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (handle === null) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [onBookingPage]);
}

/**
 * The page's one booking panel, opened by every "Book" control. Its choice is kept in the
 * address (`?book=...`): an address with it opens the panel, opening adds a history entry,
 * and the back button closes it again. Not on the booking page itself, whose own steps read
 * that address: there the panel neither opens from it nor loads ahead, so Book controls stay
 * links to the page's start on their choice.
 */
export function BookingPanelHost({ bookingUrl }: { bookingUrl: string }) {
  const opened = useBookingStore((state) => state.opened);
  const intended = useBookingStore((state) => state.intended);
  const choice = useBookingStore((state) => state.choice);
  const close = useBookingStore((state) => state.close);
  const wanted = useOpenedOnce(opened);
  const pushed = useRef(false);
  const onBookingPage = usePathname() === bookingPagePath;
  useCodeWhenIdle(onBookingPage);

  useEffect(() => {
    if (opened || (intended && !onBookingPage)) warmUp();
  }, [intended, opened, onBookingPage]);

  usePathChange(
    useCallback(() => {
      pushed.current = false;
      useBookingStore.getState().close();
    }, []),
  );

  useEffect(() => {
    if (onBookingPage) return;
    const follow = ({ closing }: { closing: boolean }) => {
      const wanted = parseBookingChoice(new URLSearchParams(window.location.search).get(bookParam));
      const state = useBookingStore.getState();
      if (wanted && !state.opened) state.open(wanted);
      if (!wanted && state.opened && closing) {
        pushed.current = false;
        state.close();
      }
    };
    // On the first drawing an address with ?book= opens the panel; one without leaves alone a
    // panel already opened by a tap made before the page was interactive (and replayed).
    follow({ closing: false });
    const onPopState = () => follow({ closing: true });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [onBookingPage]);

  useEffect(() => {
    if (onBookingPage) return;
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
  }, [opened, choice, onBookingPage]);

  const onClose = useCallback(() => close(), [close]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <BookingPanel open={opened} choice={choice} onClose={onClose} bookingUrl={bookingUrl} />
    </Suspense>
  );
}
