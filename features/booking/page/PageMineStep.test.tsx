// @vitest-environment jsdom
/**
 * My bookings on the booking page, as the server sends it, in each state of the page's own
 * session: signed out, the page's sign-in form that comes back here; lapsed, one button that
 * renews the session through a form; signed in, the upcoming visits as the panel words them,
 * each with its `.ics` and, while the salon's window allows, a link to a step that asks before
 * cancelling (the window said, a form that cancels, a link that keeps it); cancelled visits
 * listed as cancelled; notices said only from the client's own appointments, never the address.
 */
import { within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlowAddress } from '@/lib/booking/flow/flow-address';
import type { Appointment } from '@/lib/booking/types';
import messages from '@/locales/en.json';
import type { StepProps } from './step-props';
import { MineStep } from './PageMineStep';

const data = vi.hoisted(() => ({
  readPageSession: vi.fn(),
  askMyAppointments: vi.fn(),
  askVisitDays: vi.fn(),
  askVisitTimes: vi.fn(),
}));
vi.mock('./booking-page-data', () => data);
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'Account' | 'Booking' }) =>
    createTranslator({ locale: 'en', messages, namespace }),
}));

const visit: Appointment = {
  id: '41',
  locationId: '500',
  clientId: '7',
  state: 'booked',
  start: '2026-01-13T11:00:00.000Z',
  sequence: 0,
  services: [
    {
      id: '90',
      serviceId: '1001',
      employeeId: '40012',
      start: '2026-01-13T11:00:00.000Z',
      end: '2026-01-13T11:45:00.000Z',
      quantity: 1,
      price: 40,
    },
    {
      id: '91',
      serviceId: '1002',
      employeeId: '40013',
      start: '2026-01-13T11:45:00.000Z',
      end: '2026-01-13T12:45:00.000Z',
      quantity: 1,
      price: 60,
    },
  ],
};
const service = (id: string, name: string) => ({
  id,
  categoryId: null,
  name,
  durationMinutes: 45,
  gender: null,
  description: null,
  prices: [{ locationId: '500', price: 40 }],
  currency: 'GBP',
});
const props = (query: Record<string, string> = {}): StepProps & { masterLabel: (id: string) => string } => ({
  address: readFlowAddress(new URLSearchParams())!,
  catalogue: {
    services: [service('1001', 'Classic Gel Manicure'), service('1002', 'Classic Pedicure (No Polish)')],
    categories: [],
    employees: [],
    location: null,
    refs: { services: {}, categories: {}, masters: [], order: [], additions: {} },
    available: true,
  },
  locale: 'en',
  path: '/book/',
  query: { mine: '', ...query },
  masterLabel: (id) => ({ '40012': 'Amelia Hart', '40013': "Hannah O'Connell" })[id] ?? id,
});

async function rendered(query?: Record<string, string>) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/London">
      {await MineStep(props(query))}
    </NextIntlClientProvider>,
  );
  document.body.append(host);
  return host;
}
const stepOf = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[name="step"]')!.value;

beforeEach(() => vi.stubEnv('SITE_URL', 'http://localhost:3000'));
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
  data.readPageSession.mockReset();
  data.askMyAppointments.mockReset();
  data.askVisitDays.mockReset();
  data.askVisitTimes.mockReset();
});

describe('My bookings on the booking page', () => {
  it('signed out: the page’s sign-in form, each form coming back to My bookings', async () => {
    data.readPageSession.mockResolvedValue('signed-out');
    const phone = await rendered();
    const form = phone.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/api/booking/page/code/');
    expect(stepOf(form)).toBe('/book/?mine');
    expect(within(form).getByLabelText('Phone number')).toBeTruthy();

    const code = await rendered({ signin: 'code' });
    const confirm = code.querySelector('form')!;
    expect(confirm.getAttribute('action')).toBe('/api/booking/page/confirm/');
    expect(stepOf(confirm)).toBe('/book/?mine');
    expect(within(confirm).getByRole('link', { name: 'Use another phone number' }).getAttribute('href')).toBe(
      '/book/?mine#step',
    );
    expect(data.askMyAppointments).not.toHaveBeenCalled();
  });

  it('lapsed: one button that renews the session through the page’s refresh form, a refusal said above it', async () => {
    data.readPageSession.mockResolvedValue('lapsed');
    const host = await rendered();
    const form = host.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/booking/page/refresh/');
    expect(stepOf(form)).toBe('/book/?mine');
    expect(within(form).getByRole('button', { name: 'Show my bookings' })).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(data.askMyAppointments).not.toHaveBeenCalled();

    const refused = await rendered({ error: 'too_many_requests', status: '429', wait: '600' });
    expect(within(refused).getByRole('alert').textContent).toContain('10 minutes');
  });

  it('signed in: the upcoming visits as the panel words them, each with its .ics', async () => {
    data.readPageSession.mockResolvedValue('signed-in');
    data.askMyAppointments.mockResolvedValue({ ok: true, value: { upcoming: [visit], cancellationHours: 48 } });
    const host = await rendered();
    const item = within(host).getByRole('listitem');
    expect(item.textContent).toContain('Tuesday, 13 January 2026, 11:00');
    expect(item.textContent).toContain('Classic Gel Manicure, Classic Pedicure (No Polish)');
    expect(item.textContent).toContain("With Amelia Hart, Hannah O'Connell");
    expect(item.textContent).toContain('£100');
    const calendar = within(item).getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe('/api/booking/appointments/41/calendar');
    expect(calendar.getAttribute('download')).toBe('booking-41.ics');
  });

  it('signed in: a visit inside the salon’s window asks before it is cancelled; one past it says why not', async () => {
    data.readPageSession.mockResolvedValue('signed-in');
    const late = { ...visit, id: '42', start: '2026-01-14T11:00:00.000Z', cancellable: false };
    data.askMyAppointments.mockResolvedValue({
      ok: true,
      value: { upcoming: [{ ...visit, cancellable: true }, late], past: [], cancellationHours: 48 },
    });
    const host = await rendered();
    const [open, closed] = within(host).getAllByRole('listitem');
    // No form cancels from the list: the Cancel control leads to the question.
    expect(host.querySelector('form[action="/api/booking/page/cancel/"]')).toBeNull();
    const link = within(open!).getByRole('link', { name: 'Cancel the booking on Tuesday, 13 January 2026, 11:00' });
    expect(link.getAttribute('href')).toBe('/book/?mine&cancel=41#step');
    expect(within(closed!).queryByRole('link', { name: /^Cancel/ })).toBeNull();
    expect(closed!.textContent).toContain('Bookings can be cancelled online up to 48 hours before they start.');
    expect(within(host).queryByRole('status')).toBeNull();
    expect(within(host).queryByRole('alert')).toBeNull();

    const ask = await rendered({ cancel: '41' });
    const form = ask.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/booking/page/cancel/');
    expect(within(ask).getByRole('form', { name: 'Cancel your booking on Tuesday, 13 January 2026, 11:00?' })).toBe(
      form,
    );
    expect(form.textContent).toContain('Bookings can be cancelled online up to 48 hours before they start');
    expect(stepOf(form)).toBe('/book/?mine');
    expect(form.querySelector<HTMLInputElement>('input[name="id"]')!.value).toBe('41');
    expect(within(form).getByRole('button', { name: 'Yes, cancel it' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'No, keep it' }).getAttribute('href')).toBe('/book/?mine#step');
    // A visit past the window, or not the client's, is asked about nowhere: the list.
    for (const id of ['42', '99']) expect((await rendered({ cancel: id })).querySelector('form')).toBeNull();
  });

  it('moving: the visit’s days and times as links, then one form that moves it; Keep leaves it', async () => {
    data.readPageSession.mockResolvedValue('signed-in');
    data.askMyAppointments.mockResolvedValue({
      ok: true,
      value: { upcoming: [{ ...visit, cancellable: true }], cancellationHours: 48 },
    });
    data.askVisitDays.mockResolvedValue({
      ok: true,
      value: {
        days: [
          { date: '2026-01-14', free: 3 },
          { date: '2026-01-15', free: 0 },
        ],
        lastDay: '2026-01-27',
      },
    });
    data.askVisitTimes.mockResolvedValue({
      ok: true,
      value: { times: [{ start: '2026-01-14T10:00:00.000Z', time: '10:00' }] },
    });

    const list = await rendered();
    expect(
      within(list)
        .getByRole('link', { name: 'Move the booking on Tuesday, 13 January 2026, 11:00' })
        .getAttribute('href'),
    ).toBe('/book/?mine&move=41#step');

    const days = await rendered({ move: '41' });
    expect(within(days).getByRole('heading', { name: 'Choose a new time' })).toBeTruthy();
    // The visit as it is booked: its services with the same masters, asked about as one.
    expect(data.askVisitDays).toHaveBeenCalledWith(
      [
        { serviceId: '1001', employeeId: '40012' },
        { serviceId: '1002', employeeId: '40013' },
      ],
      null,
    );
    expect(days.querySelector('#days a')!.getAttribute('href')).toBe('/book/?mine&move=41&day=2026-01-14#step');
    expect(days.querySelector('#time-list')).toBeNull();
    expect(days.querySelector('form')).toBeNull();
    expect(within(days).getByRole('link', { name: 'Keep the current time' }).getAttribute('href')).toBe(
      '/book/?mine#step',
    );

    const times = await rendered({ move: '41', day: '2026-01-14' });
    expect(times.querySelector('#time-list a')!.getAttribute('href')).toBe(
      `/book/?mine&move=41&day=2026-01-14&to=${encodeURIComponent('2026-01-14T10:00:00.000Z')}#step`,
    );
    expect(times.querySelector('form')).toBeNull();

    const chosen = await rendered({ move: '41', day: '2026-01-14', to: '2026-01-14T10:00:00.000Z' });
    const form = within(chosen).getByRole('button', { name: 'Move to this time' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/booking/page/move/');
    expect(stepOf(form)).toBe('/book/?mine');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      id: '41',
      start: '2026-01-14T10:00:00.000Z',
      day: '2026-01-14',
    });

    const taken = await rendered({ move: '41', day: '2026-01-14', error: 'slot_taken', status: '409' });
    expect(within(taken).getByRole('alert').textContent).toContain('that time was just taken');

    // A visit that is not the client's, or no longer changeable, is not moved here: the list.
    expect(within(await rendered({ move: '99' })).queryByRole('heading', { name: 'Choose a new time' })).toBeNull();
  });

  it('after a move: says where the visit is now, only for the client’s own booked visit of that id', async () => {
    data.readPageSession.mockResolvedValue('signed-in');
    data.askMyAppointments.mockResolvedValue({
      ok: true,
      value: { upcoming: [{ ...visit, cancellable: true }], past: [], cancellationHours: 48 },
    });
    expect(within(await rendered({ moved: '41' })).getByRole('status').textContent).toBe(
      'Your booking is moved to Tuesday, 13 January 2026, 11:00.',
    );
    expect(within(await rendered({ moved: '999' })).queryByRole('status')).toBeNull();
  });

  it('after a cancel: says it is done only for the client’s own cancelled visit, listed as cancelled; or why not', async () => {
    data.readPageSession.mockResolvedValue('signed-in');
    const cancelled = { ...visit, state: 'canceled', cancellable: false };
    data.askMyAppointments.mockResolvedValue({
      ok: true,
      value: { upcoming: [], past: [cancelled], cancellationHours: 48 },
    });
    const done = await rendered({ cancelled: '41' });
    expect(within(done).getByRole('status').textContent).toBe('Your booking is cancelled.');
    const list = within(done).getByRole('heading', { name: 'Cancelled' }).nextElementSibling as HTMLElement;
    expect(within(list).getByRole('listitem').textContent).toContain('Tuesday, 13 January 2026, 11:00');
    expect(within(done).queryByRole('heading', { name: 'Past' })).toBeNull();
    // From the address alone (an id not the client's, or a visit still booked): nothing said.
    expect(within(await rendered({ cancelled: '999' })).queryByRole('status')).toBeNull();
    data.askMyAppointments.mockResolvedValue({
      ok: true,
      value: { upcoming: [{ ...visit, cancellable: true }], past: [], cancellationHours: 48 },
    });
    expect(within(await rendered({ cancelled: '41' })).queryByRole('status')).toBeNull();
    expect(
      within(await rendered({ error: 'cancellation_window', status: '422' })).getByRole('alert').textContent,
    ).toContain('up to 48 hours before they start');
    expect(
      within(await rendered({ error: 'appointment_changed', status: '409' })).getByRole('alert').textContent,
    ).toContain('changed or cancelled in the meantime');
    expect(
      within(await rendered({ error: 'booking_unavailable', status: '503' })).getByRole('alert').textContent,
    ).not.toBe('');
  });

  it('signed in with nothing booked says so; a token the system refused asks to renew; an outage is said', async () => {
    data.readPageSession.mockResolvedValue('signed-in');
    data.askMyAppointments.mockResolvedValue({ ok: true, value: { upcoming: [], cancellationHours: 48 } });
    expect((await rendered()).textContent).toContain('You have no upcoming bookings.');

    data.askMyAppointments.mockResolvedValue({ ok: false, status: 401, error: 'unauthorized' });
    expect((await rendered()).querySelector('form')!.getAttribute('action')).toBe('/api/booking/page/refresh/');

    data.askMyAppointments.mockResolvedValue({ ok: false, status: 503, error: 'booking_unavailable' });
    expect(within(await rendered()).getByRole('alert').textContent).toContain('not answering');
  });
});
