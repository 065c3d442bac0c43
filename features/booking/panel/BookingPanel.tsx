'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SidePanel } from '@/components/Dialog/SidePanel';
import { bookingUrl as externalBookingUrl } from '@/lib/booking/booking-url';
import type { BookingChoice } from '@/stores/booking-store';
import { BookingFlow } from './BookingFlow';
import { bookingQueryClient } from './booking-query-client';
import { prefetchBookingCatalogue, widgetQuery } from './use-booking-data';
import { WidgetFrame } from './WidgetFrame';
import styles from '../Booking.module.scss';
import { localised } from '@/lib/i18n/localise';

type Props = { open: boolean; choice: BookingChoice; onClose: () => void; bookingUrl: string };

/** Starts loading what the panel shows first (called with its code, on a visitor's intent). */
export function prefetchBookingData() {
  prefetchBookingCatalogue(bookingQueryClient);
}

/**
 * The booking panel: the salon's own booking steps, or, when the booking system's widget is
 * configured, that widget in a frame. The external booking site stays one click away.
 */
function BookingPanel({ open, choice, onClose, bookingUrl }: Props) {
  const t = useTranslations('Booking');
  return (
    <QueryClientProvider client={bookingQueryClient}>
      <SidePanel open={open} onClose={onClose} title={t('title')} closeLabel={t('close')} loadingLabel={t('loading')}>
        <BookingBody choice={choice} bookingUrl={bookingUrl} />
      </SidePanel>
    </QueryClientProvider>
  );
}

function BookingBody({ choice, bookingUrl }: { choice: BookingChoice; bookingUrl: string }) {
  const t = useTranslations('Booking');
  const widget = useQuery(widgetQuery);
  if (widget.isPending) return <p role="status">{t('loading')}</p>;
  return (
    <div className={styles.body}>
      {widget.data?.url ? <WidgetFrame url={widget.data.url} choice={choice} /> : <BookingFlow key={JSON.stringify(choice)} choice={choice} />}
      <p className={styles.external}>
        <a
          href={externalBookingUrl(bookingUrl, {
            service: choice.kind === 'service' ? choice.slug : undefined,
            master: choice.kind === 'master' ? choice.slug : undefined,
          })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('external')} <span className="visually-hidden">{t('opensNewTab')}</span>
        </a>
      </p>
    </div>
  );
}

/** Loaded on first use, with the messages of the page's language (lib/i18n/with-messages). */
export default localised(BookingPanel);
