import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { loadNotFoundContent } from '@/features/errors/load-not-found-content';

export const metadata: Metadata = { title: 'Page not found | Backstage', robots: { index: false, follow: true } };

export default async function NotFound() {
  const t = await getTranslations('Errors');
  const content = await loadNotFoundContent();
  return (
    <ErrorScreen
      code={404}
      title={t('notFoundTitle')}
      description={content.description}
      image={content.image}
      actions={<ButtonLink href="/">{t('home')}</ButtonLink>}
    />
  );
}
