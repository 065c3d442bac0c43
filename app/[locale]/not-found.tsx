import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { loadNotFoundContent } from '@/features/errors/load-not-found-content';
import { getConfig } from '@/lib/config';

// Addresses are judged before rendering (proxy.ts), so visitors get the prerendered status
// page; this boundary only catches a page whose content vanished between the two.
export default async function NotFound() {
  const t = await getTranslations('Errors');
  const content = await loadNotFoundContent();
  return (
    <>
      <title>{t('metaTitle', { title: t('notFoundTitle'), brand: getConfig().brandName })}</title>
      <meta name="robots" content="noindex, follow" />
      <ErrorScreen
        code={404}
        title={t('notFoundTitle')}
        description={content.description}
        image={content.image}
        actions={<ButtonLink href="/">{t('home')}</ButtonLink>}
      />
    </>
  );
}
