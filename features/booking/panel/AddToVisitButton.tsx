'use client';

import { useSyncExternalStore } from 'react';
import { intentHandlers } from '@/components/Lazy/preloadable';
import { bookingLinkRel, bookingPageHref } from '@/lib/booking/booking-paths';
import { localisedPath } from '@/lib/i18n/locale-href';
import { useBookingStore } from '@/stores/booking-store';
import { useRouteLocale } from '@/lib/i18n/use-route-locale';

type Props = {
  /** The service's slug, as a `?book=` link names it. */
  slug: string;
  /** "Add to my visit", naming the service for screen readers. */
  label: string;
  className?: string;
  /** "Book {service}": the link's text before the page is live, when there is no visit to add to yet. */
  fallbackLabel: string;
};

const subscribe = () => () => {};

/**
 * "Add to my visit" on a service card: opens the booking panel on the visit chosen so far
 * with this service added. Before the page is live (or without JavaScript) there is no visit
 * so far on the page, so it is a link, in the same tab, to the site's booking page on this
 * service, as a Book control is; a tap then follows it at once.
 */
export function AddToVisitButton({ slug, label, className, fallbackLabel }: Props) {
  const locale = useRouteLocale();
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const addToVisit = useBookingStore((state) => state.addToVisit);
  const intend = useBookingStore((state) => state.intend);
  if (!ready) {
    const href = localisedPath(locale, bookingPageHref({ kind: 'service', slug }));
    return (
      <a href={href} rel={bookingLinkRel(href)} className={className}>
        {fallbackLabel}
      </a>
    );
  }
  return (
    <button
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
