'use client';

import { useEffect } from 'react';
import { reloadForChunkError } from '@/lib/chunk-reload/chunk-reload';

/**
 * The last resort, shown when the error page itself fails: a minimal page, in plain HTML
 * with inline styles, that needs nothing else to render.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    console.error('[global-error]', error.digest ?? error.message);
  }, [error]);

  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#fffdf9', color: '#1d1a1f' }}>
        <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.6rem' }}>An error occurred while showing the error page</h1>
          <p>Please try again in a moment.</p>
          <p>
            {/* A full page load, since the app itself may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ color: '#76592f', fontWeight: 600 }}>
              Back to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
