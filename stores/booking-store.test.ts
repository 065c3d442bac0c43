import { describe, expect, it } from 'vitest';
import { formatBookingChoice, parseBookingChoice } from './booking-store';

describe('the booking choice in the address', () => {
  it('reads a service, a master, a category, or everything', () => {
    expect(parseBookingChoice('service:air-touch')).toEqual({ kind: 'service', slug: 'air-touch' });
    expect(parseBookingChoice('master:amelia-hart')).toEqual({ kind: 'master', slug: 'amelia-hart' });
    expect(parseBookingChoice('category:colouring')).toEqual({ kind: 'category', slug: 'colouring' });
    expect(parseBookingChoice('all')).toEqual({ kind: 'all' });
    expect(parseBookingChoice(null)).toBeNull();
  });

  it('opens on everything for a value it cannot read', () => {
    for (const value of ['salon:x', 'service:', 'service:Air Touch', 'service:<script>', ':'])
      expect(parseBookingChoice(value)).toEqual({ kind: 'all' });
  });

  it('writes what it reads', () => {
    for (const value of ['service:air-touch', 'master:amelia-hart', 'category:hair-male', 'all'])
      expect(formatBookingChoice(parseBookingChoice(value)!)).toBe(value);
  });
});
