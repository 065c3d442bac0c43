/**
 * Durations as cards show them: the minutes divided by 60 as hours (`1.5 h`), and short
 * appointments in minutes (`45 min`), which reads better than `0.75 h`.
 */
export type DurationWords = { hours: string; minutes: string };

export function formatDuration(minutes: number | null, words: DurationWords): string | null {
  if (minutes === null || minutes <= 0) return null;
  if (minutes < 60) return `${minutes} ${words.minutes}`;
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${words.hours}`;
}

/** ISO 8601 duration for `<time dateTime>` and structured data: 90 -> `PT1H30M`. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
