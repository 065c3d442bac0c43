import { create } from 'zustand';

/** Whether the search overlay is open (the search store holds only this; the query lives in the overlay). */
export const useSearchStore = create<{ opened: boolean; setOpened: (opened: boolean) => void }>((set) => ({
  opened: false,
  setOpened: (opened) => set({ opened }),
}));
