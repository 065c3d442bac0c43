import { describe, expect, it } from 'vitest';
import { bookingUrl } from './booking-url';

describe('bookingUrl', () => {
  it('opens the booking site as it is, or on a service or a master', () => {
    expect(bookingUrl('https://book.example.co.uk/')).toBe('https://book.example.co.uk/');
    expect(bookingUrl('https://book.example.co.uk/', { service: 'air-touch' })).toBe('https://book.example.co.uk/?service=air-touch');
    expect(bookingUrl('https://book.example.co.uk/start?lang=en', { master: '40012' })).toBe('https://book.example.co.uk/start?lang=en&master=40012');
  });
  it('encodes what it is given', () => {
    expect(bookingUrl('https://book.example.co.uk/', { service: 'a b&c' })).toBe('https://book.example.co.uk/?service=a+b%26c');
  });
});
