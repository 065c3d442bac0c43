/**
 * Wall-clock time at the salon and the instants it stands for. Luxon resolves the zone's
 * offset for each date from the IANA database, so a day's hours land on the right UTC
 * instants on both sides of the clock changes (last Sundays of March and October); our own
 * Intl-based version would need a guess-and-correct loop for the local-to-UTC direction.
 */
import { DateTime } from 'luxon';

const minuteMs = 60_000;

/** The instant (UTC ms) of `minutes` after midnight on `date`, salon time. */
export function wallClockToUtc(date: string, minutes: number, zone: string): number {
  const midnight = DateTime.fromISO(date, { zone });
  return midnight.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toMillis();
}

/** The salon's calendar date, minutes after midnight and ISO weekday (Monday 1) of an instant. */
export function salonWallClock(instant: number, zone: string): { date: string; minutes: number; weekday: number } {
  const local = DateTime.fromMillis(instant, { zone });
  return { date: local.toISODate()!, minutes: local.hour * 60 + local.minute, weekday: local.weekday };
}

/** ISO weekday (Monday 1 to Sunday 7) of a calendar date. */
export const weekdayOf = (date: string): number => DateTime.fromISO(date, { zone: 'UTC' }).weekday;

/** An instant written with the salon's offset, e.g. `2026-03-29T09:30:00+01:00`. */
export const toSalonIso = (instant: number, zone: string): string =>
  DateTime.fromMillis(instant, { zone }).toISO({ suppressMilliseconds: true })!;

export const parseHhMm = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export const formatHhMm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const minutes = (count: number) => count * minuteMs;
