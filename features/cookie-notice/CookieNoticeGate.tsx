'use client';

import { Suspense, useState, useSyncExternalStore } from 'react';
import { preloadable } from '@/components/Lazy/preloadable';
import { withMessages } from '@/lib/i18n/with-messages';
import { hasConsentCookie } from './cookie-consent';

// Only visitors who have not accepted yet download the notice (with the site's own lazy
// loading, as the panels load, rather than next/dynamic, whose 2 KB every page would carry).
const CookieNotice = preloadable(withMessages(() => import('./CookieNotice'))).Component;

const noChanges = () => () => {};

/**
 * Shows the cookie notice until the acceptance cookie exists. The cookie is read in the
 * browser only (the server's answer is "accepted", so its HTML never has the notice), and
 * every page stays prerendered.
 */
export function CookieNoticeGate() {
  const accepted = useSyncExternalStore(
    noChanges,
    () => hasConsentCookie(document.cookie),
    () => true,
  );
  const [gone, setGone] = useState(false);
  return accepted || gone ? null : (
    <Suspense fallback={null}>
      <CookieNotice onGone={() => setGone(true)} />
    </Suspense>
  );
}
