// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { inRouteLocale } from '@/lib/testing/in-route-locale';
import { useBookingStore, type BookingChoice } from '@/stores/booking-store';
import { BookButton } from './BookButton';

afterEach(() => {
  // Unmounted first: the controls read the store, and a reset would redraw them outside act.
  cleanup();
  useBookingStore.setState({ opened: false, intended: false, panelReady: false, choice: { kind: 'all' } });
});

const drawn = () => render(inRouteLocale('en', <BookButton choice={{ kind: 'service', slug: 'air-touch' }}>Book this service</BookButton>));

/** The control once the panel's code is here. */
function renderButton() {
  useBookingStore.getState().panelArrived();
  drawn();
  return screen.getByRole('button', { name: 'Book this service' });
}

/** The control as the server's HTML has it, before any script: parsed, as the browser holds it. */
function serverLink(locale: string, choice?: BookingChoice) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(inRouteLocale(locale, <BookButton choice={choice}>Book</BookButton>));
  const link = holder.querySelector('a');
  if (!link) throw new Error(`no link in ${holder.innerHTML}`);
  return link;
}

describe('BookButton', () => {
  it.each([
    ['en', { kind: 'service', slug: 'air-touch' }, '/book/', 'service:air-touch'],
    ['uk', { kind: 'service', slug: 'air-touch' }, '/ua/book/', 'service:air-touch'],
    ['en', { kind: 'master', slug: 'tomasz-nowak' }, '/book/', 'master:tomasz-nowak'],
    ['uk', { kind: 'category', slug: 'nails' }, '/ua/book/', 'category:nails'],
  ] as const)(
    'links, in the server’s HTML (%s), to the site’s own booking page on the choice',
    (locale, choice, path, book) => {
      const link = serverLink(locale, choice);
      const href = new URL(link.getAttribute('href')!, 'https://site.example');
      expect(href.pathname).toBe(path);
      expect(href.searchParams.get('book')).toBe(book);
    },
  );

  it('links the header’s Book, on everything, to the booking page itself', () => {
    expect(serverLink('en').getAttribute('href')).toBe('/book/');
    expect(serverLink('uk').getAttribute('href')).toBe('/ua/book/');
  });

  it('opens its link in the same tab and does not hold an early tap on it', () => {
    const link = serverLink('en', { kind: 'service', slug: 'air-touch' });
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('data-early-tap')).toBe(false);
    expect(link.textContent).toBe('Book');
  });

  it.each([
    ['a pointer coming over it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['a press on a touch screen', (button: HTMLElement) => fireEvent.pointerDown(button)],
    ['focus reaching it', (button: HTMLElement) => fireEvent.focus(button)],
  ])('signals the intent to book on %s, before any click', (_, act) => {
    const button = renderButton();
    expect(useBookingStore.getState().intended).toBe(false);
    act(button);
    expect(useBookingStore.getState()).toMatchObject({ intended: true, opened: false });
  });

  it('opens the panel on the choice it was given', () => {
    fireEvent.click(renderButton());
    expect(useBookingStore.getState()).toMatchObject({ opened: true, choice: { kind: 'service', slug: 'air-touch' } });
  });

  it('stays a link to the booking page, in the browser, until the panel’s code is here', () => {
    drawn();
    const link = screen.getByRole('link', { name: 'Book this service' });
    expect(new URL(link.getAttribute('href')!, 'https://site.example').searchParams.get('book')).toBe('service:air-touch');
    // Followed by the browser (jsdom cannot load another document, so it is stopped there).
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(useBookingStore.getState().opened).toBe(false);
    act(() => useBookingStore.getState().panelArrived());
    expect(screen.queryByRole('link', { name: 'Book this service' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book this service' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('as a link, takes a mouse coming over it for intent, and not a touch, which follows the link at once', () => {
    drawn();
    const link = screen.getByRole('link', { name: 'Book this service' });
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    expect(useBookingStore.getState().intended).toBe(false);
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(useBookingStore.getState()).toMatchObject({ intended: true, opened: false });
  });

  it('keeps keyboard focus on the control when the link becomes the button', () => {
    drawn();
    const link = screen.getByRole('link', { name: 'Book this service' });
    act(() => link.focus());
    act(() => useBookingStore.getState().panelArrived());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book this service' }));
  });
});
