import { describe, expect, it } from 'vitest';
import { bookingPageHref } from './booking-paths';
import type { BookingChoice } from './flow/book-param';
import { readFlowAddress } from './flow/flow-address';

const choiceIn = (href: string) => new URL(href, 'https://site.example').searchParams.get('book');

describe('the booking page opened on a choice', () => {
  it('names the choice as the page reads it', () => {
    expect(bookingPageHref({ kind: 'all' })).toBe('/book/');
    expect(choiceIn(bookingPageHref({ kind: 'service', slug: 'air-touch' }))).toBe('service:air-touch');
    expect(choiceIn(bookingPageHref({ kind: 'master', slug: 'tomasz-nowak' }))).toBe('master:tomasz-nowak');
    expect(choiceIn(bookingPageHref({ kind: 'category', slug: 'nails' }))).toBe('category:nails');
  });

  it('opens the page on the step the choice starts at', () => {
    for (const choice of [
      { kind: 'service', slug: 'air-touch' },
      { kind: 'master', slug: 'tomasz-nowak' },
      { kind: 'category', slug: 'nails' },
      {
        kind: 'visit',
        items: [
          { slug: 'manicure', master: 'any' },
          { slug: 'pedicure', master: null },
        ],
      },
    ] satisfies BookingChoice[]) {
      const href = bookingPageHref(choice);
      expect(href.startsWith('/book/?')).toBe(true);
      expect(readFlowAddress(new URL(href, 'https://site.example').searchParams)).toMatchObject({
        opening: choice,
        adding: false,
        choosing: null,
        day: null,
        at: null,
      });
    }
  });
});
