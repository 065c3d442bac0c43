'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ButtonLink, buttonClassName } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { reloadForChunkError } from '@/features/chunk-reload/chunk-reload';
import { useErrorContent } from '@/features/errors/ErrorContent';
import { errorStatus } from '@/lib/errors/error-status';

/**
 * A page failed in the browser (a page failing on the server is answered with the rendered
 * 503 page by server.mjs). A script chunk that vanished with a deploy reloads the page
 * instead (once a minute at most); otherwise the visitor is told the server is unavailable.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    console.error('[page-error]', error.digest ?? error.message);
  }, [error]);
  const status = errorStatus(error);
  const content = useErrorContent();

  return (
    <ErrorScreen
      code={status}
      title={t('serverTitle')}
      message={t('unavailable')}
      description={content.description}
      image={content.image}
      actions={
        <>
          <ButtonLink href="/">{t('home')}</ButtonLink>
          <button type="button" onClick={reset} className={buttonClassName('secondary')}>
            {t('retry')}
          </button>
        </>
      }
    />
  );
}
