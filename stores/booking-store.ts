import { create } from 'zustand';

/**
 * The booking panel's UI state: whether it is open and what it was opened on. The choice
 * travels in the address as `?book=service:{slug}`, `?book=master:{slug}`,
 * `?book=category:{slug}` or `?book=all`, so a link can open the panel on a service or a
 * master and the back button closes it.
 */
export type BookingChoice = { kind: 'service' | 'master' | 'category'; slug: string } | { kind: 'all' };

export const bookParam = 'book';
const slugPattern = /^[a-z0-9][a-z0-9-]{0,120}$/;

export function parseBookingChoice(value: string | null): BookingChoice | null {
  if (value === null) return null;
  if (value === 'all' || value === '') return { kind: 'all' };
  const [kind, slug = ''] = value.split(':', 2);
  if ((kind === 'service' || kind === 'master' || kind === 'category') && slugPattern.test(slug)) return { kind, slug };
  return { kind: 'all' };
}

export const formatBookingChoice = (choice: BookingChoice) =>
  choice.kind === 'all' ? 'all' : `${choice.kind}:${choice.slug}`;

type BookingState = {
  opened: boolean;
  choice: BookingChoice;
  /** A visitor pointed at or focused a Book control: the panel's code and data may load now. */
  intended: boolean;
  open: (choice?: BookingChoice) => void;
  close: () => void;
  intend: () => void;
};

export const useBookingStore = create<BookingState>((set, get) => ({
  opened: false,
  choice: { kind: 'all' },
  intended: false,
  open: (choice = { kind: 'all' }) => set({ opened: true, choice }),
  close: () => set({ opened: false }),
  intend: () => {
    if (!get().intended) set({ intended: true });
  },
}));
