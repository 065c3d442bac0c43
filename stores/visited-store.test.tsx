// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('./visited-store');
}

describe('visited store', () => {
  beforeEach(() => sessionStorage.clear());

  it('marks each page once and keeps the list in sessionStorage', async () => {
    const { useVisitedStore, visitedStorageKey } = await freshStore();
    useVisitedStore.getState().markVisited('/about/');
    useVisitedStore.getState().markVisited('/ua/blog/');
    useVisitedStore.getState().markVisited('/about/');
    expect(useVisitedStore.getState().visited).toEqual(['/about/', '/ua/blog/']);
    expect(JSON.parse(sessionStorage.getItem(visitedStorageKey)!).state).toEqual({ visited: ['/about/', '/ua/blog/'] });
  });

  it('comes back with what this session visited, after a reload', async () => {
    (await freshStore()).useVisitedStore.getState().markVisited('/price/');
    const { useVisitedStore } = await freshStore();
    expect(useVisitedStore.getState().visited).toEqual(['/price/']);
  });

  it('starts empty in a new session', async () => {
    (await freshStore()).useVisitedStore.getState().markVisited('/price/');
    sessionStorage.clear();
    const { useVisitedStore } = await freshStore();
    expect(useVisitedStore.getState().visited).toEqual([]);
  });
});
