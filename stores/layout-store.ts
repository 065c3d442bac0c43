import { create } from 'zustand';

/**
 * Client UI state of the page frame: which menu is open, and what the header shows.
 * Never a copy of server data.
 */

/** The page's wish for the header at the top: `light` text over a hero image, else `dark`. */
export type HeaderTone = 'dark' | 'light';
/** Where the page is: at the top (under the solid-background threshold), or scrolling up or down. */
export type ScrollPhase = 'top' | 'up' | 'down';
/** `initial` is the server's: the tone is read from the page in the browser. */
export type HeaderState = 'initial' | 'initial-dark' | 'initial-light' | 'opened' | 'mobile-opened' | 'scroll-up' | 'scroll-down';

/** Below this scroll position (px) the header is in its initial state, without its solid background. */
export const solidFrom = 15;
/** Smaller movements do not change the scroll direction, so the header does not flicker. */
const directionThreshold = 4;

type LayoutState = {
  /** The main menu's open dropdown, if any. */
  openMenu: string | null;
  /** Whether the full-screen menu (behind the burger) is open. */
  burgerOpen: boolean;
  tone: HeaderTone | null;
  scroll: ScrollPhase;
  toggleMenu: (id: string) => void;
  closeMenus: () => void;
  setBurgerOpen: (open: boolean) => void;
  setTone: (tone: HeaderTone) => void;
  setScroll: (scroll: ScrollPhase) => void;
};

export const useLayoutStore = create<LayoutState>((set) => ({
  openMenu: null,
  burgerOpen: false,
  tone: null,
  scroll: 'top',
  toggleMenu: (id) => set((state) => ({ openMenu: state.openMenu === id ? null : id })),
  closeMenus: () => set({ openMenu: null, burgerOpen: false }),
  setBurgerOpen: (open) => set({ burgerOpen: open, openMenu: null }),
  setTone: (tone) => set({ tone }),
  setScroll: (scroll) => set({ scroll }),
}));

export function headerState({ openMenu, burgerOpen, tone, scroll }: Pick<LayoutState, 'openMenu' | 'burgerOpen' | 'tone' | 'scroll'>): HeaderState {
  if (burgerOpen) return 'mobile-opened';
  if (openMenu) return 'opened';
  if (scroll === 'up') return 'scroll-up';
  if (scroll === 'down') return 'scroll-down';
  return tone ? `initial-${tone}` : 'initial';
}

/** The scroll phase after the page moved from `previousY` to `y`. */
export function nextScrollPhase(current: ScrollPhase, previousY: number, y: number): ScrollPhase {
  if (y < solidFrom) return 'top';
  if (Math.abs(y - previousY) < directionThreshold) return current === 'top' ? 'up' : current;
  return y > previousY ? 'down' : 'up';
}
