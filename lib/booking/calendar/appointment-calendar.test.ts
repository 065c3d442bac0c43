import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentCalendar, foldLine } from './appointment-calendar';

const event = (start: string, end: string) => ({
  uid: 'appointment-42@backstage.example',
  start,
  end,
  summary: 'Balayage; long hair, with toner',
  description: 'Master: Amelia Hart\nPrice: £180',
  location: "118 King's Road, Chelsea, London SW3 4TR",
  stamp: Date.parse('2026-01-05T08:00:00Z'),
});

/** Parses with a real iCalendar library and reads the event back in absolute time. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(zone, 'Europe/London');
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, vevent };
}

describe('appointmentCalendar', () => {
  it('is valid iCalendar whose times are the appointment’s instants, in winter and in summer', () => {
    for (const [start, end, wallClock] of [
      ['2026-01-12T10:00:00.000Z', '2026-01-12T11:00:00.000Z', '20260112T100000'],
      ['2026-06-15T08:30:00.000Z', '2026-06-15T10:00:00.000Z', '20260615T093000'],
    ] as const) {
      const text = appointmentCalendar(event(start, end), '-//Backstage//Booking//EN');
      expect(text).toContain(`DTSTART;TZID=Europe/London:${wallClock}`);
      const { calendar, vevent } = parse(text);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(vevent.startDate.toJSDate().toISOString()).toBe(start);
      expect(vevent.endDate.toJSDate().toISOString()).toBe(end);
      expect(vevent.summary).toBe('Balayage; long hair, with toner');
      expect(vevent.description).toBe('Master: Amelia Hart\nPrice: £180');
      expect(vevent.location).toBe("118 King's Road, Chelsea, London SW3 4TR");
      expect(vevent.uid).toBe('appointment-42@backstage.example');
    }
  });

  it('uses CRLF line ends and folds long lines within 75 octets', () => {
    const long = { ...event('2026-01-12T10:00:00.000Z', '2026-01-12T11:00:00.000Z'), summary: 'Ж'.repeat(120) };
    const text = appointmentCalendar(long, '-//Backstage//Booking//EN');
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).vevent.summary).toBe('Ж'.repeat(120));
  });

  it('never splits a character when folding', () => {
    const folded = foldLine(`SUMMARY:${'€'.repeat(40)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'€'.repeat(40)}`);
  });
});
