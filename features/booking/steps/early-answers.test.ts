/**
 * The panel's lists asked for early: each list is asked for once however often intent is
 * shown within a minute (also after the panel took it), the panel's API client takes the early
 * answer instead of asking again, takes it only once, and an answer nobody took within a
 * minute is asked for again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn((path: string) => Promise.resolve(Response.json(path === '/api/categories' ? [{ id: 'c' }] : [{ id: path }])));

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the panel’s lists asked for early', () => {
  it('asks for each list once, and the API client takes the early answer once', async () => {
    const { askPanelListsEarly, panelListPaths } = await import('./early-answers');
    const { bookingApi } = await import('./booking-api');
    askPanelListsEarly();
    askPanelListsEarly();
    expect(fetchMock.mock.calls.map(([path]) => path).sort()).toEqual(Object.values(panelListPaths).sort());

    expect(await bookingApi.categories()).toEqual([{ id: 'c' }]);
    expect(fetchMock).toHaveBeenCalledTimes(Object.values(panelListPaths).length);
    // Intent shown again (the click after a hover): nothing is asked for again.
    askPanelListsEarly();
    expect(fetchMock).toHaveBeenCalledTimes(Object.values(panelListPaths).length);
    // Taken once: asked again, the client asks the API.
    await bookingApi.categories();
    expect(fetchMock).toHaveBeenCalledTimes(Object.values(panelListPaths).length + 1);
  });

  it('drops an answer nobody took within a minute, and asks again', async () => {
    const { askPanelListsEarly, takeEarlyAnswer } = await import('./early-answers');
    askPanelListsEarly(0);
    expect(takeEarlyAnswer('/api/services', 61_000)).toBeUndefined();
    askPanelListsEarly(61_000);
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/services')).toHaveLength(2);
    expect(takeEarlyAnswer('/api/services', 62_000)).toBeInstanceOf(Promise);
  });
});
