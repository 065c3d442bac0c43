import { intlLocale } from '@/lib/format/format-money';

/**
 * Durations as cards show them: the minutes divided by 60 as hours, written the language's
 * way (`1.5 h`, `1,5 год`), and short appointments in minutes (`45 min`), which reads better
 * than `0.75 h`. `locale` is the language's tag (`en`, `uk`).
 */
export type DurationWords = { hours: string; minutes: string; locale?: string };

export function formatDuration(minutes: number | null, words: DurationWords): string | null {
  if (minutes === null || minutes <= 0) return null;
  if (minutes < 60) return `${minutes} ${words.minutes}`;
  const hours = new Intl.NumberFormat(intlLocale(words.locale ?? 'en'), { maximumFractionDigits: 2 }).format(minutes / 60);
  return `${hours} ${words.hours}`;
}

/** ISO 8601 duration for `<time dateTime>` and structured data: 90 -> `PT1H30M`. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
