/**
 * Article dates: the feed sends `2026-09-14T10:00:00` or
 * `2026-06-02 08:30:00`; only the part before the `T` or the space counts, and it is shown
 * day/month/year.
 */
const datePart = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDatePart(date: string): { year: string; month: string; day: string } | null {
  const match = datePart.exec(date.trim().split(/[T ]/)[0] ?? '');
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const isRealDay =
    calendar.getUTCFullYear() === Number(year) && calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
  return isRealDay ? { year, month, day } : null;
}

/** `2026-09-14T10:00:00` -> `14/09/2026`; null when there is no real calendar day. */
export function formatDate(date: string): string | null {
  const parts = parseDatePart(date);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : null;
}

/** `2026-09-14T10:00:00` -> `2026-09-14`, for `<time dateTime>` and structured data. */
export function isoDate(date: string): string | null {
  const parts = parseDatePart(date);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : null;
}
