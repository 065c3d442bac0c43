import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CallbackPanelHost } from '@/features/callback/CallbackPanelHost';
import { BookingPanelHost } from '@/features/booking/panel/BookingPanelHost';
import { ChunkReloadGuard } from '@/features/chunk-reload/ChunkReloadGuard';
import { CookieNoticeGate } from '@/features/cookie-notice/CookieNoticeGate';
import { ErrorContentProvider } from '@/features/errors/ErrorContent';
import { loadNotFoundContent } from '@/features/errors/load-not-found-content';
import { FloatingBookingButton } from '@/features/floating-booking/FloatingBookingButton';
import { SiteFooter } from '@/features/footer/SiteFooter';
import { SiteHeader } from '@/features/header/SiteHeader';
import { MotionStarter } from '@/features/motion/MotionStarter';
import { PageLinkNavigator } from '@/features/page-links/PageLinkNavigator';
import { RouteProgress } from '@/features/route-progress/RouteProgress';
import { getConfig } from '@/lib/config';
import { getSalonPhone } from '@/lib/contacts/salon-phone';
import { routing } from '@/lib/i18n/routing';
import { EarlyTapCapture } from '@/components/EarlyTap/EarlyTapCapture';
import { FontStacks } from '@/components/FontStacks/FontStacks';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'Meta',
  });
  const { siteUrl, brandName } = getConfig();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('defaultTitle', { brand: brandName }), template: '%s' },
    description: t('defaultDescription', { brand: brandName }),
    applicationName: brandName,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#1d1a1f',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const notFoundContent = await loadNotFoundContent();

  return (
    <html lang={locale}>
      <head>
        {/* The first paint waits until the header has been read whole: a browser may draw a
            page while it is still reading it, and a header drawn without its controls would
            then move its menu when they arrive (its dropdowns make it long). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <EarlyTapCapture />
        <FontStacks />
        {/* No translations travel with the page: its client components take their words as
            props, and what loads on first use brings its own (lib/i18n/with-messages). */}
        <ChunkReloadGuard />
        <RouteProgress />
        <PageLinkNavigator />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <ErrorContentProvider value={notFoundContent}>{children}</ErrorContentProvider>
        </main>
        <SiteFooter />
        <FloatingBookingButton />
        <BookingPanelHost bookingUrl={getConfig().bookingUrl} />
        <CallbackPanelHost phone={await getSalonPhone(locale)} />
        <CookieNoticeGate />
        <MotionStarter />
      </body>
    </html>
  );
}
