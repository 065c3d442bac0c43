'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useBookingStore, type BookingChoice } from '@/stores/booking-store';
import { bookingApi } from '../steps/booking-api';
import { startFrom } from './BookingFlow';
import { useBookingCatalogue } from './use-booking-data';
import { commonCategory, isFromWidget, widgetMessages } from './widget-messages';
import styles from '../Booking.module.scss';

/**
 * The booking system's widget in a frame (at most 500 px wide), told what the panel was
 * opened on, the client's favourites and, when signed in, the client's access token. It is
 * posted to the widget's origin only, and only the widget's own frame is listened to (it
 * may say `ready`, to be told again, `close`, or `booked`).
 */
export function WidgetFrame({ url, choice }: { url: string; choice: BookingChoice }) {
  const t = useTranslations('Booking');
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = new URL(url).origin;
  const catalogue = useBookingCatalogue();
  const status = useSessionStore((state) => state.status);
  const favourites = useSessionStore((state) => state.favourites);
  const check = useSessionStore((state) => state.check);
  const close = useBookingStore((state) => state.close);
  const queryClient = useQueryClient();
  const token = useQuery({
    queryKey: ['widget-token', status],
    queryFn: bookingApi.widgetToken,
    enabled: status === 'signed-in',
    staleTime: 60_000,
  });

  useEffect(() => {
    void check(true);
  }, [check]);

  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const start = startFrom(choice, catalogue.refs);
    const only = start.only ?? [];
    const messages = widgetMessages({
      locationId: catalogue.location?.id ?? null,
      serviceId: start.selection.visit[0]?.serviceId ?? (choice.kind === 'service' ? (only[0] ?? null) : null),
      employeeId: start.master,
      categoryId: choice.kind === 'category' ? commonCategory(only, catalogue.services) : null,
      favourites: status === 'signed-in' ? favourites : null,
      token: status === 'signed-in' ? (token.data?.token ?? null) : null,
    });
    for (const message of messages) target.postMessage(message, origin);
  }, [choice, catalogue.refs, catalogue.location, catalogue.services, status, favourites, token.data, origin]);

  useEffect(() => {
    post();
  }, [post]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!isFromWidget(event, origin, frame.current?.contentWindow ?? null)) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'ready') post();
      if (type === 'close') close();
      if (type === 'booked') void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, post, close, queryClient]);

  return <iframe ref={frame} className={styles.widget} src={url} title={t('widgetTitle')} onLoad={post} />;
}
