// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBookingStore } from '@/stores/booking-store';
import { BookButton } from './BookButton';

afterEach(() => useBookingStore.setState({ opened: false, intended: false, choice: { kind: 'all' } }));

function renderButton() {
  render(
    <BookButton choice={{ kind: 'service', slug: 'air-touch' }} fallbackHref="https://book.example/" newTabLabel="(opens in a new tab)">
      Book this service
    </BookButton>,
  );
  return screen.getByRole('button', { name: 'Book this service' });
}

describe('BookButton', () => {
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
});
