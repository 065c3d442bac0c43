'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink, buttonClassName } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { useErrorContent } from './ErrorContent';
import { localised } from '@/lib/i18n/localise';

/** What a visitor sees when a page failed in the browser: the server is unavailable, home, try again. */
function PageErrorView({ status, reset }: { status: number; reset: () => void }) {
  const t = useTranslations('Errors');
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

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(PageErrorView);
