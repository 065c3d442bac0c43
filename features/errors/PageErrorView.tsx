'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink, buttonClassName } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { useErrorContent } from './ErrorContent';

/** What a visitor sees when a page failed in the browser: the server is unavailable, home, try again. */
export default function PageErrorView({ status, reset }: { status: number; reset: () => void }) {
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
