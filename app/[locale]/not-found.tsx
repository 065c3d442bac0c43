import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { getPage, type Page } from '@/lib/content';

export const metadata: Metadata = { title: 'Page not found | Backstage', robots: { index: false, follow: true } };

async function loadNotFoundContent(): Promise<Page | null> {
  try {
    return await getPage('not-found');
  } catch (error) {
    // The page still renders without its picture and text; the failure is only logged.
    console.error('[not-found] the not-found page content could not be loaded', error);
    return null;
  }
}

export default async function NotFound() {
  const t = await getTranslations('Errors');
  const content = await loadNotFoundContent();
  return (
    <ErrorScreen
      code={404}
      title={t('notFoundTitle')}
      description={content?.description ?? null}
      image={content?.image ?? null}
      actions={<ButtonLink href="/">{t('home')}</ButtonLink>}
    />
  );
}
