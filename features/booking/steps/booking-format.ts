/** How the booking panels write money, durations, days and times, in the interface's language and the salon's time zone. */
import type { BookingCategory } from '@/lib/booking/types';
import { intlLocale } from '@/lib/format/format-money';
import { formatDuration } from '@/lib/pricing/format-duration';

// Shared with the calendar file the server writes.
export { formatMoney, intlLocale } from '@/lib/format/format-money';

export { servicePrice } from '@/lib/booking/flow/visit-basket';

/** "3 h 30 min" as the catalogue writes durations, with the Booking messages' units (`t`). */
export const formatBookingDuration = (minutes: number | null, t: (unit: 'hours' | 'minutes') => string) =>
  formatDuration(minutes, { hours: t('hours'), minutes: t('minutes') });

/** "Tuesday 12 May" for a salon calendar day. */
export const formatDay = (date: string, locale: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

export const formatInstantDay = (instant: string, zone: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date(instant));

export const formatInstantTime = (instant: string, zone: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(
    new Date(instant),
  );

/** A category's place in the catalogue, e.g. "Women › Hair › Colouring". */
export function categoryPath(categoryId: string | null, categories: readonly BookingCategory[]): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const names: string[] = [];
  for (let id = categoryId; id && names.length < 5; id = byId.get(id)?.parentId ?? null) {
    const category = byId.get(id);
    if (!category) break;
    names.unshift(category.name);
  }
  return names.join(' › ');
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
