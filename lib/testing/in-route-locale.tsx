import { PathParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { ReactElement } from 'react';

/**
 * A client component rendered as the App Router renders it on a page of the `[locale]`
 * segment: Next's own params context holds the locale, which `useParams` (and so
 * lib/i18n/use-route-locale) reads.
 */
export function inRouteLocale(locale: string, ui: ReactElement) {
  return <PathParamsContext.Provider value={{ locale }}>{ui}</PathParamsContext.Provider>;
}
