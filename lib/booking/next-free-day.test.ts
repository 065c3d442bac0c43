import { dateInZone, nextFreeDay } from './next-free-day';

const zone = 'Europe/London';

describe('nextFreeDay', () => {
  const now = Date.parse('2026-11-28T23:30:00Z'); // 23:30 in London, Saturday

  it('says today, tomorrow or a later day by the salon’s calendar', () => {
    expect(nextFreeDay('2026-11-28', now, zone)).toBe('today');
    expect(nextFreeDay('2026-11-29', now, zone)).toBe('tomorrow');
    expect(nextFreeDay('2026-11-30', now, zone)).toBe('later');
  });

  it('goes by the salon’s zone, not UTC: 23:30 UTC in summer is already tomorrow in London', () => {
    const summer = Date.parse('2026-07-10T23:30:00Z');
    expect(dateInZone(summer, zone)).toBe('2026-07-11');
    expect(nextFreeDay('2026-07-11', summer, zone)).toBe('today');
    expect(nextFreeDay('2026-07-12', summer, zone)).toBe('tomorrow');
  });

  it('crosses the year', () => {
    expect(nextFreeDay('2027-01-01', Date.parse('2026-12-31T12:00:00Z'), zone)).toBe('tomorrow');
  });
});
