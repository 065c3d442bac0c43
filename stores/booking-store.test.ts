import { describe, expect, it } from 'vitest';
import { formatBookingChoice, parseBookingChoice, useBookingStore } from './booking-store';

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

  it('reads a ready visit of several services, each with its master or not', () => {
    expect(parseBookingChoice('service:manicure,service:pedicure@hannah-oconnell')).toEqual({
      kind: 'visit',
      items: [
        { slug: 'manicure', master: null },
        { slug: 'pedicure', master: 'hannah-oconnell' },
      ],
    });
    // One service with its master is a visit of one.
    expect(parseBookingChoice('service:manicure@mei-lin-chen')).toEqual({
      kind: 'visit',
      items: [{ slug: 'manicure', master: 'mei-lin-chen' }],
    });
  });

  it('drops the entries of a visit it cannot read and keeps the rest', () => {
    expect(
      parseBookingChoice(
        'service:manicure,master:x,service:Bad Slug,service:pedicure@,service:brows@a@b,,service:nails@chloe',
      ),
    ).toEqual({
      kind: 'visit',
      items: [
        { slug: 'manicure', master: null },
        { slug: 'nails', master: 'chloe' },
      ],
    });
    expect(parseBookingChoice('service:<x>,@')).toEqual({ kind: 'all' });
    expect(
      (parseBookingChoice(Array.from({ length: 8 }, (_, n) => `service:s${n}`).join(',')) as { items: unknown[] })
        .items,
    ).toHaveLength(5);
  });

  it('writes a visit as it reads it', () => {
    for (const value of ['service:manicure,service:pedicure@hannah-oconnell', 'service:a@b'])
      expect(formatBookingChoice(parseBookingChoice(value)!)).toBe(value);
  });

  it('adds a service to the visit so far and opens the panel on it', () => {
    useBookingStore.setState({ opened: false, visit: [{ slug: 'manicure', master: 'mei-lin-chen' }] });
    useBookingStore.getState().addToVisit('pedicure');
    useBookingStore.getState().addToVisit('pedicure');
    const state = useBookingStore.getState();
    expect(state.opened).toBe(true);
    expect(formatBookingChoice(state.choice)).toBe('service:manicure@mei-lin-chen,service:pedicure');
  });
});
