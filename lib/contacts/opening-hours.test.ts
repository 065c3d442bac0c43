import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from './opening-hours';

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
