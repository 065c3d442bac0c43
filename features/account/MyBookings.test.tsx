// @vitest-environment jsdom
/**
 * My bookings with the site's API stubbed: cancelling asks first (the salon's window said, the
 * confirming answer focused; keeping the booking sends nothing and gives focus back); a cancel
 * refused because the booking was changed or cancelled elsewhere meanwhile (409
 * `appointment_changed`) reloads the list and says so above it, in both languages; a cancelled
 * booking is listed under "Cancelled", not "Past".
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/locales/en.json';
import uaMessages from '@/locales/uk.json';
import { MyBookings } from './MyBookings';

const booked = {
  id: '41',
  locationId: '500',
  clientId: '7',
  state: 'booked',
  start: '2026-01-13T11:00:00.000Z',
  services: [
    {
      id: '90',
      serviceId: '1008',
      employeeId: '40012',
      start: '2026-01-13T11:00:00.000Z',
      end: '2026-01-13T12:00:00.000Z',
      quantity: 1,
      price: 85,
    },
  ],
  sequence: 0,
};

type Answer = { status: number; body: unknown };

/** The site's API: each path (with its method) answers its list of answers in turn, the last one again. */
function stubApi(answers: Record<string, Answer[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const queue = answers[`${init?.method ?? 'GET'} ${path}`] ?? answers[path];
      const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { status: 404, body: {} };
      return Response.json(answer.body, { status: answer.status });
    }),
  );
}

const lists = {
  '/api/services': [
    {
      status: 200,
      body: [
        {
          id: '1008',
          categoryId: null,
          name: 'Roots Touch-Up',
          durationMinutes: 60,
          gender: null,
          description: null,
          prices: [],
          currency: 'GBP',
        },
      ],
    },
  ],
  '/api/categories': [{ status: 200, body: [] }],
  '/api/employees': [{ status: 200, body: [{ id: '40012', name: 'Amelia Hart', schedules: {}, positionIds: [] }] }],
  '/api/locations/': [{ status: 200, body: [{ id: '500', name: 'Chelsea', timeZone: 'Europe/London', active: true }] }],
  '/api/booking/site-refs': [{ status: 200, body: { services: {}, categories: {}, masters: [] } }],
};

function renderBookings(locale: 'en' | 'uk') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? messages : uaMessages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MyBookings />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('my bookings, when a booking was changed elsewhere meanwhile', () => {
  it.each([
    [
      'en',
      /^Cancel the booking on/,
      'This booking was changed or cancelled in the meantime',
      'Cancelled',
      'Cancelled',
      'Yes, cancel it',
      '48 hours',
    ],
    [
      'uk',
      /^Скасувати запис: /,
      'Цей запис тим часом змінили або скасували',
      'Скасовані',
      'Скасовано',
      'Так, скасувати',
      '48 годин',
    ],
  ] as const)(
    'says so in %s and shows the booking as it is now',
    async (locale, cancelLabel, notice, group, cancelled, yes, window) => {
      stubApi({
        ...lists,
        'GET /api/booking/appointments': [
          { status: 200, body: { cancellationHours: 48, upcoming: [{ ...booked, cancellable: true }], past: [] } },
          {
            status: 200,
            body: { cancellationHours: 48, upcoming: [], past: [{ ...booked, state: 'canceled', cancellable: false }] },
          },
        ],
        'DELETE /api/booking/appointments/41': [
          { status: 409, body: { error: 'appointment_changed', message: 'This appointment was changed' } },
        ],
      });
      const user = renderBookings(locale);
      await user.click(await screen.findByRole('button', { name: cancelLabel }));
      const ask = screen.getByRole('group');
      expect(ask).toHaveAccessibleDescription(expect.stringContaining(window));
      expect(within(ask).getByRole('button', { name: yes })).toHaveFocus();
      await user.click(within(ask).getByRole('button', { name: yes }));
      expect(await screen.findByRole('alert')).toHaveTextContent(notice);
      const cancelledList = (await screen.findByRole('heading', { name: group })).nextElementSibling as HTMLElement;
      expect(within(cancelledList).getByText(cancelled)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^(Past|Минулі)$/ })).toBeNull();
      // Still said once the list has reloaded and the booking left "Upcoming".
      expect(screen.getByRole('alert')).toHaveTextContent(notice);
    },
  );
});

describe('cancelling, with second thoughts', () => {
  it('asks first, and keeping the booking sends nothing and gives focus back to its Cancel button', async () => {
    const deleted = vi.fn();
    stubApi({
      ...lists,
      'GET /api/booking/appointments': [
        { status: 200, body: { cancellationHours: 24, upcoming: [{ ...booked, cancellable: true }], past: [] } },
      ],
    });
    const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
    const user = renderBookings('en');
    const cancel = await screen.findByRole('button', { name: /^Cancel the booking on/ });
    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group')).toHaveAccessibleName(/^Cancel your booking on .+\?$/);
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(cancel).toHaveFocus();
    for (const [, init] of fetchStub.mock.calls as [string, RequestInit | undefined][])
      if (init?.method === 'DELETE') deleted();
    expect(deleted).not.toHaveBeenCalled();
  });
});
