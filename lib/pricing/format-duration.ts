/**
 * A duration written one way everywhere (pages, the booking panel, both languages): whole
 * hours and the minutes left, `3 h 30 min`, `1 h`, `45 min` (`3 год 30 хв`). `words` are
 * the language's short units; unknown or empty durations are null.
 */
export type DurationWords = { hours: string; minutes: string };

export function formatDuration(minutes: number | null, words: DurationWords): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [hours ? `${hours} ${words.hours}` : null, rest || !hours ? `${rest} ${words.minutes}` : null];
  return parts.filter(Boolean).join(' ');
}

/** ISO 8601 duration for `<time dateTime>` and structured data: 90 -> `PT1H30M`. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
