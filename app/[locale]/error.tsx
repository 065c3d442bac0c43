'use client';

import { Suspense, useEffect } from 'react';
import { preloadable } from '@/components/Lazy/preloadable';
import { reloadForChunkError } from '@/lib/chunk-reload/chunk-reload';
import { errorStatus } from '@/lib/errors/error-status';
import { withMessages } from '@/lib/i18n/with-messages';

// Every page carries this boundary, so what it shows (translations, the error screen and
// its picture) loads only when a page actually fails.
const PageErrorView = preloadable(withMessages(() => import('@/features/errors/PageErrorView'))).Component;

/**
 * A page failed in the browser (a page failing on the server is answered with the rendered
 * 503 page by server.mjs). A script chunk that vanished with a deploy reloads the page
 * instead (once a minute at most); otherwise the visitor is told the server is unavailable.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    console.error('[page-error]', error.digest ?? error.message);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <PageErrorView status={errorStatus(error)} reset={reset} />
    </Suspense>
  );
}
