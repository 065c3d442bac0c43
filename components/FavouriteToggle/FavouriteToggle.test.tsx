// @vitest-environment jsdom
/**
 * The heart with the site's API stubbed: a change the server refuses leaves the heart as it
 * was and says so under it, for eyes and for screen readers; the next tap that works clears it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/locales/en.json';
import uaMessages from '@/locales/uk.json';
import { useSessionStore } from '@/stores/session-store';
import { FavouriteToggle } from './FavouriteToggle';

type Answer = { status: number; body: unknown };

function stubFavouritesApi(answers: Answer[]) {
  const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async (path) => {
    const answer = path === '/api/favourites' ? answers.shift() : undefined;
    return Response.json(answer?.body ?? { error: 'not_found' }, { status: answer?.status ?? 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The store's own toggle, each call's promise kept so that a test can wait for it. */
let lastToggle: Promise<void> = Promise.resolve();
const storeToggle = useSessionStore.getState().toggleFavourites;

/** A tap, inside act until the toggle it started has settled and the heart has answered it. */
async function tap(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await lastToggle.catch(() => undefined);
  });
}

function renderHeart(locale: 'en' | 'uk' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? messages : uaMessages}>
      <FavouriteToggle kind="employees" ids={['e-7']} name="Amelia Hart" />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.setState({
    status: 'signed-in',
    favourites: { services: [], employees: [] },
    toggleFavourites: (kind, ids) => (lastToggle = storeToggle(kind, ids)),
  });
});

afterEach(() => {
  // Unmounted before the store is reset, so the reset re-renders nothing.
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'unknown', client: null, favourites: null, toggleFavourites: storeToggle });
});

describe('FavouriteToggle', () => {
  it('says under the heart that a refused change was not saved, and clears it once one is', async () => {
    const fetchMock = stubFavouritesApi([
      { status: 503, body: { error: 'booking_unavailable' } },
      { status: 200, body: { services: [], employees: ['e-7'] } },
    ]);
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Amelia Hart: favourite' });
    const note = screen.getByRole('status');
    expect(note).toBeEmptyDOMElement();

    await tap(heart);
    expect(screen.getByText('Not saved: please try again.')).toBe(note);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toBeEnabled();

    await tap(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(note).toBeEmptyDOMElement();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ kind: 'employees', ids: ['e-7'] });
  });

  it('says it in Ukrainian on Ukrainian pages', async () => {
    stubFavouritesApi([{ status: 502, body: { error: 'booking_unavailable' } }]);
    renderHeart('uk');
    await tap(screen.getByRole('button', { name: 'Amelia Hart: в обраному' }));
    expect(screen.getByRole('status')).toHaveTextContent('Не збережено: спробуйте ще раз.');
  });

  it('is not drawn for a visitor who is not signed in', () => {
    useSessionStore.setState({ status: 'signed-out', favourites: null });
    renderHeart();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
