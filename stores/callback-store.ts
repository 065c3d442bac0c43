import { create } from 'zustand';

type CallbackState = {
  opened: boolean;
  /** A visitor pointed at or focused a callback control: the panel's code may load now. */
  intended: boolean;
  setOpened: (opened: boolean) => void;
  intend: () => void;
};

/** Whether the callback panel is open (one panel for the whole page, opened from several controls). */
export const useCallbackStore = create<CallbackState>((set, get) => ({
  opened: false,
  intended: false,
  setOpened: (opened) => set({ opened }),
  intend: () => {
    if (!get().intended) set({ intended: true });
  },
}));
