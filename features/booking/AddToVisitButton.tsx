'use client';

import { useSyncExternalStore } from 'react';
import { useEarlyTap } from '@/components/EarlyTap/use-early-tap';
import { intentHandlers } from '@/components/Lazy/preloadable';
import { useBookingStore } from '@/stores/booking-store';

type Props = {
  /** The service's slug, as a `?book=` link names it. */
  slug: string;
  /** "Add to my visit", naming the service for screen readers. */
  label: string;
  className?: string;
  /** The external booking site, for a browser without JavaScript (or before the page is ready). */
  fallbackHref: string;
  fallbackLabel: string;
};

const subscribe = () => () => {};

/**
 * "Add to my visit" on a service card: opens the booking panel on the visit chosen so far
 * with this service added. Without JavaScript it links to the booking site, as Book does;
 * a tap before the page is interactive is kept and replayed on the button (components/EarlyTap).
 */
export function AddToVisitButton({ slug, label, className, fallbackHref, fallbackLabel }: Props) {
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const addToVisit = useBookingStore((state) => state.addToVisit);
  const intend = useBookingStore((state) => state.intend);
  const [tapMark, tapRef] = useEarlyTap<HTMLButtonElement>();
  if (!ready) {
    return (
      <a {...tapMark} href={fallbackHref} target="_blank" rel="noopener noreferrer" className={className}>
        {fallbackLabel}
      </a>
    );
  }
  return (
    <button
      ref={tapRef}
      {...tapMark}
      type="button"
      className={className}
      aria-haspopup="dialog"
      {...intentHandlers(intend)}
      onClick={() => addToVisit(slug)}
    >
      {label}
    </button>
  );
}
