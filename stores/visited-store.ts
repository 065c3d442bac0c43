import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The pages visited in this browser session (their addresses, e.g. `/ua/about/`), for the
 * menu's visited marker. Kept in sessionStorage: a new session starts unmarked.
 */
type VisitedState = {
  visited: string[];
  markVisited: (path: string) => void;
};

export const visitedStorageKey = 'backstage-visited';

export const useVisitedStore = create<VisitedState>()(
  persist(
    (set) => ({
      visited: [],
      markVisited: (path) => set((state) => (state.visited.includes(path) ? state : { visited: [...state.visited, path] })),
    }),
    { name: visitedStorageKey, storage: createJSONStorage(() => sessionStorage), partialize: ({ visited }) => ({ visited }) },
  ),
);
