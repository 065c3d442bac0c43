import { describe, expect, it } from 'vitest';
import { formatOpeningHours, parseOpeningHours } from './opening-hours';

describe('parseOpeningHours', () => {
  it("reads the salon's hours", () => {
    expect(parseOpeningHours('Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM')).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:30', closes: '20:00' },
      { days: ['Sunday'], opens: '10:00', closes: '18:00' },
    ]);
  });

  it('reads 24-hour times and midday/midnight', () => {
    expect(parseOpeningHours('Tue 12:00PM-12:30AM; Wed 08:00-17:45')).toEqual([
      { days: ['Tuesday'], opens: '12:00', closes: '00:30' },
      { days: ['Wednesday'], opens: '08:00', closes: '17:45' },
    ]);
  });

  it('skips parts it cannot read rather than guessing', () => {
    expect(parseOpeningHours('By appointment, Xyz 9-5, Sat-Mon 9:00-17:00')).toEqual([]);
  });
});

describe('formatOpeningHours', () => {
  const hours = parseOpeningHours('Mon-Sat 09:30AM-8:00PM, Sun 10:00AM-6:00PM');

  it('writes the hours one way per language: its day names, 24-hour times, en dashes', () => {
    expect(formatOpeningHours(hours, 'en')).toBe('Mon–Sat 09:30–20:00, Sun 10:00–18:00');
    expect(formatOpeningHours(hours, 'uk')).toBe('Пн–Сб 09:30–20:00, Нд 10:00–18:00');
  });

  it('writes a single day alone, and nothing for no hours', () => {
    expect(formatOpeningHours([{ days: ['Wednesday'], opens: '08:00', closes: '17:45' }], 'uk')).toBe('Ср 08:00–17:45');
    expect(formatOpeningHours([], 'en')).toBe('');
  });
});
