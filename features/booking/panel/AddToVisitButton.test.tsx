// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { inRouteLocale } from '@/lib/testing/in-route-locale';
import { useBookingStore } from '@/stores/booking-store';
import { AddToVisitButton } from './AddToVisitButton';

afterEach(() => useBookingStore.setState({ opened: false, choice: { kind: 'all' }, visit: [] }));

const button = (locale: string) =>
  inRouteLocale(
    locale,
    <AddToVisitButton
      slug="classic-pedicure"
      label="Add Classic Pedicure to my visit"
      fallbackLabel="Book Classic Pedicure"
    />,
  );

describe('AddToVisitButton', () => {
  it.each([
    ['en', '/book/'],
    ['uk', '/ua/book/'],
  ])('links, in the server’s HTML (%s), to the booking page on its service, in the same tab', (locale, path) => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(button(locale));
    const link = holder.querySelector('a')!;
    const href = new URL(link.getAttribute('href')!, 'https://site.example');
    expect(href.pathname).toBe(path);
    expect(href.searchParams.get('book')).toBe('service:classic-pedicure');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('data-early-tap')).toBe(false);
    expect(link.textContent).toBe('Book Classic Pedicure');
  });

  it('adds its service to the visit so far once live', () => {
    useBookingStore.setState({ visit: [{ slug: 'classic-manicure', master: 'any' }] });
    render(button('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Classic Pedicure to my visit' }));
    expect(useBookingStore.getState()).toMatchObject({
      opened: true,
      choice: {
        kind: 'visit',
        items: [
          { slug: 'classic-manicure', master: 'any' },
          { slug: 'classic-pedicure', master: null },
        ],
      },
    });
  });
});
