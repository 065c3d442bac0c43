import { create } from 'zustand';
import { maxVisitItems, type BookingChoice, type VisitLinkItem } from '@/lib/booking/flow/book-param';

export {
  bookParam,
  formatBookingChoice,
  maxVisitItems,
  parseBookingChoice,
  type BookingChoice,
  type VisitLinkItem,
} from '@/lib/booking/flow/book-param';

/**
 * The booking panel's UI state: whether it is open and what it was opened on (the choice is
 * kept in the address, read and written by `lib/booking/flow/book-param`, so the back button
 * closes the panel).
 */
type BookingState = {
  opened: boolean;
  choice: BookingChoice;
  /** A visitor pointed at or focused a Book control: the panel's code and data may load now. */
  intended: boolean;
  /**
   * The panel's code is here, so a Book control opens it at once. Until then a Book control
   * is a link to the site's own booking page: over a slow line that page, drawn by the
   * server, shows a usable step sooner than the panel's code and lists can come.
   */
  panelReady: boolean;
  /** The panel's visit so far as a link would name it (kept by the panel), so "add to my visit" can extend it. */
  visit: VisitLinkItem[];
  open: (choice?: BookingChoice) => void;
  close: () => void;
  intend: () => void;
  panelArrived: () => void;
  setVisit: (items: VisitLinkItem[]) => void;
  /** Opens the panel on the visit so far with one more service (once; the oldest dropped past the limit). */
  addToVisit: (slug: string) => void;
};

export const useBookingStore = create<BookingState>((set, get) => ({
  opened: false,
  choice: { kind: 'all' },
  intended: false,
  panelReady: false,
  visit: [],
  open: (choice = { kind: 'all' }) => set({ opened: true, choice }),
  setVisit: (items) => set({ visit: items }),
  addToVisit: (slug) => {
    const items = [...get().visit.filter((item) => item.slug !== slug), { slug, master: null }].slice(-maxVisitItems);
    set({ opened: true, choice: { kind: 'visit', items }, visit: items });
  },
  close: () => set({ opened: false }),
  intend: () => {
    if (!get().intended) set({ intended: true });
  },
  panelArrived: () => {
    if (!get().panelReady) set({ panelReady: true });
  },
}));
