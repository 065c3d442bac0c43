// @vitest-environment jsdom
/**
 * The next free time's leaf: its line is there before any answer (so filling it moves
 * nothing), it asks the site's API only once the page has loaded and the browser is idle, and
 * shows a link that opens the booking page at that time with that master (with any master,
 * unnamed, when the site cannot name the one the booking system found); nothing on a failure
 * or an empty answer.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextFreeLink, type NextFreeWords } from './NextFreeLink';

const words: NextFreeWords = {
  today: 'today {time}',
  tomorrow: 'tomorrow {time}',
  later: '{date}, {time}',
  sentence: 'Next free: {when} with {name}',
  unnamed: 'Next free: {when}',
};
const masters = { '40012': { slug: 'amelia-hart', name: 'Amelia Hart' } };

const answer = (next: object | null, status = 200) =>
  new Response(JSON.stringify({ timeZone: 'Europe/London', next }), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let idle: (() => void)[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  idle = [];
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const show = (props: Partial<Parameters<typeof NextFreeLink>[0]> = {}) =>
  render(
    <NextFreeLink service="1008" employee="any" serviceSlug="roots-touch-up" masters={masters} words={words} locale="en" {...props} />,
  );
const runIdle = () => act(() => idle.splice(0).forEach((task) => task()));

describe('NextFreeLink', () => {
  it('asks only when the browser is idle, then links to the booking page at that time with that master', async () => {
    fetchMock.mockResolvedValue(answer({ start: '2026-11-28T14:30:00.000Z', employeeId: '40012', day: '2026-11-28', time: '14:30' }));
    show();
    expect(screen.getByTestId('next-free')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    runIdle();
    expect(fetchMock).toHaveBeenCalledWith('/api/booking/next-free?service=1008&employee=any', expect.anything());
    const link = await screen.findByRole('link', { name: 'Next free: today 14:30 with Amelia Hart' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/book/');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      book: 'service:roots-touch-up@amelia-hart',
      day: '2026-11-28',
      at: '2026-11-28T14:30:00.000Z',
    });
  });

  it('says tomorrow, or the weekday and date, by the salon’s calendar, and links under /ua/ in Ukrainian', async () => {
    fetchMock.mockResolvedValueOnce(answer({ start: '2026-11-29T10:00:00.000Z', employeeId: '40012', day: '2026-11-29', time: '10:00' }));
    show();
    runIdle();
    expect(await screen.findByRole('link')).toHaveTextContent('Next free: tomorrow 10:00 with Amelia Hart');

    fetchMock.mockResolvedValueOnce(answer({ start: '2026-12-02T09:30:00.000Z', employeeId: '40012', day: '2026-12-02', time: '09:30' }));
    const uk = show({ locale: 'uk', words: { ...words, later: '{date} о {time}' } });
    runIdle();
    await waitFor(() => expect(uk.container.querySelector('a')).not.toBeNull());
    expect(uk.container.querySelector('a')).toHaveTextContent('Next free: ср, 2 груд. о 09:30 with Amelia Hart');
    expect(uk.container.querySelector('a')!.getAttribute('href')).toMatch(/^\/ua\/book\/\?/);
  });

  it.each([
    ['no free time within the horizon', () => answer(null)],
    ['a failure', () => answer(null, 503)],
  ])('shows nothing, and keeps its line, on %s', async (_, respond) => {
    fetchMock.mockResolvedValue(respond());
    show();
    runIdle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByTestId('next-free')).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('books any master, without a name, when the master found is not one the site can name', async () => {
    fetchMock.mockResolvedValueOnce(answer({ start: '2026-12-02T09:30:00.000Z', employeeId: '99', day: '2026-12-02', time: '09:30' }));
    show();
    runIdle();
    const link = await screen.findByRole('link');
    expect(link.textContent).toMatch(/^Next free: \S.*09:30$/);
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('@any');
  });

  it('shows nothing when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    show();
    runIdle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('link')).toBeNull();
  });
});
