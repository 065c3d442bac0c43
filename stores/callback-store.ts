import { create } from 'zustand';

/** Whether the callback panel is open (one panel for the whole page, opened from several controls). */
export const useCallbackStore = create<{ opened: boolean; setOpened: (opened: boolean) => void }>((set) => ({
  opened: false,
  setOpened: (opened) => set({ opened }),
}));
