import { create } from 'zustand';

/** Whether the search overlay is open (SPEC.md section 3: the search store holds only this). */
export const useSearchStore = create<{ opened: boolean; setOpened: (opened: boolean) => void }>((set) => ({
  opened: false,
  setOpened: (opened) => set({ opened }),
}));
