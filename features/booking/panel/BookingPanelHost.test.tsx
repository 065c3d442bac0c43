// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '@/stores/booking-store';
import { BookingPanelHost } from './BookingPanelHost';

const path = vi.hoisted(() => ({ current: '/employees/tomasz-nowak/' }));
vi.mock('@/lib/i18n/use-pathname', () => ({ usePathname: () => path.current }));
// The panel itself (its steps, data and query client) is not what is tested: a dialog that
// shows whether it is open stands in for it.
vi.mock('./BookingPanel', () => ({
  default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Book online" /> : null),
  prefetchBookingData: () => {},
}));

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('the booking panel host', () => {
  beforeEach(() => {
    path.current = '/employees/tomasz-nowak/';
    window.history.replaceState(null, '', path.current);
    useBookingStore.getState().close();
    useBookingStore.setState({ panelReady: false, intended: false });
  });
  // The host is still drawn here (it is unmounted after), so closing is an update React must see.
  afterEach(() => act(() => useBookingStore.getState().close()));

  it('keeps open a panel opened before it was drawn (a tap replayed before this part hydrated)', async () => {
    useBookingStore.getState().open({ kind: 'all' });
    render(<BookingPanelHost bookingUrl="https://book.example/" />);
    await flush();
    expect(useBookingStore.getState().opened).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Book online' })).toBeTruthy();
    expect(new URL(window.location.href).searchParams.get('book')).toBe('all');
  });

  it('opens on an address with ?book=, and closes when the visitor moves to another page', async () => {
    window.history.replaceState(null, '', `${path.current}?book=all`);
    const { rerender } = render(<BookingPanelHost bookingUrl="https://book.example/" />);
    await flush();
    expect(useBookingStore.getState().opened).toBe(true);
    path.current = '/price/';
    window.history.replaceState(null, '', path.current);
    rerender(<BookingPanelHost bookingUrl="https://book.example/" />);
    await flush();
    expect(useBookingStore.getState().opened).toBe(false);
  });

  it('closes when the back button leaves the address with ?book=', async () => {
    render(<BookingPanelHost bookingUrl="https://book.example/" />);
    await flush();
    act(() => useBookingStore.getState().open({ kind: 'all' }));
    await flush();
    window.history.replaceState(null, '', path.current);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(useBookingStore.getState().opened).toBe(false);
  });

  it('once the page is idle, fetches the panel’s code ahead, after which Book controls open the panel', async () => {
    render(<BookingPanelHost bookingUrl="https://book.example/" />);
    await waitFor(() => expect(useBookingStore.getState().panelReady).toBe(true));
    expect(useBookingStore.getState().opened).toBe(false);
  });

  it('does not open over the booking page, whose own steps read ?book=', async () => {
    path.current = '/book/';
    window.history.replaceState(null, '', '/book/?book=service:root-colour');
    render(<BookingPanelHost bookingUrl="https://book.example/" />);
    await flush();
    expect(useBookingStore.getState().opened).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('?book=service:root-colour');
  });
});
