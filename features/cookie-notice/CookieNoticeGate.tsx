'use client';

import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import { reloadOrRethrow } from '@/lib/chunk-reload/chunk-reload';
import { withMessages } from '@/lib/i18n/with-messages';
import { hasConsentCookie } from './cookie-consent';

// Only visitors who have not accepted yet download the notice.
const CookieNotice = dynamic(() => withMessages(() => import('./CookieNotice'))().catch(reloadOrRethrow), {
  ssr: false,
});

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
  return accepted || gone ? null : <CookieNotice onGone={() => setGone(true)} />;
}
