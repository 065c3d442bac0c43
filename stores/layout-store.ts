import { create } from 'zustand';

/** Client UI state of the page frame: which menu is open. Never a copy of server data. */
type LayoutState = {
  openMenu: string | null;
  mobileOpen: boolean;
  toggleMenu: (id: string) => void;
  closeMenus: () => void;
  setMobileOpen: (open: boolean) => void;
};

export const useLayoutStore = create<LayoutState>((set) => ({
  openMenu: null,
  mobileOpen: false,
  toggleMenu: (id) => set((state) => ({ openMenu: state.openMenu === id ? null : id })),
  closeMenus: () => set({ openMenu: null, mobileOpen: false }),
  setMobileOpen: (open) => set({ mobileOpen: open, openMenu: null }),
}));
