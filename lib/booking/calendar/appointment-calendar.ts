/**
 * An appointment as an iCalendar file (RFC 5545) for "Add to calendar": one event in the
 * salon's wall-clock time with the Europe/London time zone spelled out (VTIMEZONE), so a
 * calendar shows the right hour on either side of a clock change.
 */
import { DateTime } from 'luxon';

export type CalendarEvent = {
  /** Unique and stable for the appointment, so importing it twice updates rather than duplicates. */
  uid: string;
  /** UTC instants. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  /** When the file was made (UTC ms). */
  stamp: number;
  /** Grows with each change of the appointment, so a calendar replaces its older copy of the event. */
  sequence?: number;
};

export const calendarZone = 'Europe/London';

// The United Kingdom's rule since 1996: British Summer Time from 01:00 UTC on the last Sunday
// of March to 01:00 UTC on the last Sunday of October.
const londonTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${calendarZone}`,
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZNAME:BST',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZNAME:GMT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Text values escape backslashes, semicolons, commas and line breaks. */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const local = (instant: string) => DateTime.fromISO(instant, { zone: calendarZone }).toFormat("yyyyMMdd'T'HHmmss");
const utc = (ms: number) => DateTime.fromMillis(ms, { zone: 'UTC' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

export function appointmentCalendar(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...londonTimeZone,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART;TZID=${calendarZone}:${local(event.start)}`,
    `DTEND;TZID=${calendarZone}:${local(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
