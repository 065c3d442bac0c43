/**
 * Reads opening hours written as the salon writes them, e.g.
 * `Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM`, into day ranges with 24-hour times.
 */
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayOfWeek = (typeof days)[number];
export type OpeningHours = { days: DayOfWeek[]; opens: string; closes: string };

const dayIndex = (token: string) => days.findIndex((day) => day.toLowerCase().startsWith(token.toLowerCase().slice(0, 3)));

function to24h(time: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)?$/i.exec(time.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'PM' && hours < 12) hours += 12;
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (hours > 23 || Number(minutes) > 59) return null;
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

export function parseOpeningHours(text: string): OpeningHours[] {
  return text.split(/[,;]/).flatMap((part) => {
    const match = /^\s*([A-Za-z]{3,})(?:\s*[-–]\s*([A-Za-z]{3,}))?\s+(.+?)\s*[-–]\s*(.+?)\s*$/.exec(part);
    if (!match) return [];
    const first = dayIndex(match[1]!);
    const last = match[2] ? dayIndex(match[2]) : first;
    const opens = to24h(match[3]!);
    const closes = to24h(match[4]!);
    if (first < 0 || last < first || !opens || !closes) return [];
    return [{ days: days.slice(first, last + 1), opens, closes }];
  });
}

/** A Monday, for naming days of the week through Intl (1 January 2024 was one). */
const aMonday = Date.UTC(2024, 0, 1);

function dayName(day: DayOfWeek, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(aMonday + days.indexOf(day) * 86_400_000),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1).replace(/\.$/, '');
}

/**
 * Opening hours as every page writes them in a language: the language's short day names,
 * ranges of days and of 24-hour times with an en dash: `Mon–Sat 09:30–20:00, Sun 10:00–18:00`,
 * `Пн–Сб 09:30–20:00, Нд 10:00–18:00`.
 */
export function formatOpeningHours(hours: readonly OpeningHours[], locale: string): string {
  return hours
    .map((entry) => {
      const first = entry.days[0];
      const last = entry.days[entry.days.length - 1];
      if (!first || !last) return '';
      const range = first === last ? dayName(first, locale) : `${dayName(first, locale)}–${dayName(last, locale)}`;
      return `${range} ${entry.opens}–${entry.closes}`;
    })
    .filter(Boolean)
    .join(', ');
}
