import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ButtonLink } from '@/components/ButtonLink/ButtonLink';
import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen';
import { loadNotFoundContent } from '@/features/errors/load-not-found-content';
import { getConfig } from '@/lib/config';
import { isLocale, routing } from '@/lib/i18n/routing';
import { statusPageCodes } from '@/lib/routing/status-pages.mjs';

// The 404 and 503 pages, prerendered per locale and served by proxy.ts and server.mjs with
// their status (see lib/routing/status-pages.mjs); never an address of their own.
export const revalidate = 3600;
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string; code: string }> };

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => statusPageCodes.map((code) => ({ locale, code: String(code) })));
}

async function load(params: Props['params']) {
  const { locale, code } = await params;
  const status = Number(code);
  if (!isLocale(locale) || !statusPageCodes.some((known) => known === status)) notFound();
  return { locale, status: status as (typeof statusPageCodes)[number] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, status } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Errors' });
  const title = status === 404 ? t('notFoundTitle') : t('serverTitle');
  return {
    title: t('metaTitle', { title, brand: getConfig().brandName }),
    robots: { index: false, follow: true },
  };
}

export default async function StatusPage({ params }: Props) {
  const { locale, status } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations('Errors');
  const content = await loadNotFoundContent();
  return (
    <ErrorScreen
      code={status}
      title={status === 404 ? t('notFoundTitle') : t('serverTitle')}
      message={status === 503 ? t('unavailable') : null}
      description={content.description}
      image={content.image}
      actions={<ButtonLink href="/">{t('home')}</ButtonLink>}
    />
  );
}
