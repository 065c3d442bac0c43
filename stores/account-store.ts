import { create } from 'zustand';

/** Whether the account panel (sign-in, my bookings, favourites) is open, and on which part. */
export type AccountSection = 'bookings' | 'favourites';

export const useAccountStore = create<{
  opened: boolean;
  section: AccountSection;
  open: (section?: AccountSection) => void;
  close: () => void;
}>((set) => ({
  opened: false,
  section: 'bookings',
  open: (section = 'bookings') => set({ opened: true, section }),
  close: () => set({ opened: false }),
}));
