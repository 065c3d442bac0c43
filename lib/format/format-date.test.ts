import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from './format-date';

describe('formatDate', () => {
  it('shows the part before a T day/month/year', () => {
    expect(formatDate('2026-09-14T10:00:00')).toBe('14/09/2026');
  });

  it('shows the part before a space day/month/year', () => {
    expect(formatDate('2026-06-02 08:30:00')).toBe('02/06/2026');
  });

  it('takes a bare date as it is', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it.each(['', 'garbage', '2026-13-01', '2026-02-30', '2025-02-29', '2026-00-10', '2026-9-14', '14/09/2026T10:00'])('gives null for %j', (input) => {
    expect(formatDate(input)).toBeNull();
  });
});

describe('isoDate', () => {
  it('keeps only the calendar day', () => {
    expect(isoDate('2026-09-14T10:00:00')).toBe('2026-09-14');
    expect(isoDate('2026-06-02 08:30:00')).toBe('2026-06-02');
  });

  it('gives null for a date that does not exist', () => {
    expect(isoDate('2026-02-30T10:00:00')).toBeNull();
    expect(isoDate('')).toBeNull();
  });
});
