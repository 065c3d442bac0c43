// @vitest-environment jsdom
/**
 * The review step's refusals about the client's caps, with the site's API stubbed, in both
 * languages: past the upcoming bookings the salon takes online it says how many and offers
 * the salon's phone; with two bookings under way it says so; neither offers other times.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/locales/en.json';
import uaMessages from '@/locales/uk.json';
import { ReviewStep } from './ReviewStep';
import type { BookingCatalogue } from './use-booking-data';

const catalogue = {
  services: [
    {
      id: '1008',
      categoryId: null,
      name: 'Roots Touch-Up',
      durationMinutes: 60,
      gender: null,
      description: null,
      prices: [{ locationId: '500', price: 85 }],
      currency: 'GBP',
    },
  ],
  categories: [],
  employees: [],
  location: {
    id: '500',
    name: 'Backstage Chelsea',
    city: 'London',
    street: "118 King's Road",
    phone: '+44 20 7946 0958',
    timeZone: 'Europe/London',
    active: true,
    geo: null,
  },
  refs: null,
  pending: false,
  error: null,
  retry: () => {},
} satisfies BookingCatalogue;

function stubBooking(status: number, body: unknown) {
  const fetchMock = vi.fn(async (path: string) =>
    path === '/api/booking/appointments'
      ? Response.json(body, { status })
      : Response.json({ error: 'not_found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function confirm(locale: 'en' | 'uk') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? messages : uaMessages}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ReviewStep
          catalogue={catalogue}
          visit={[{ serviceId: '1008', employeeId: '40012' }]}
          date="2026-01-13"
          start="2026-01-13T11:00:00.000Z"
          onBooked={() => {}}
          onChangeTime={() => {}}
          onPickAnotherDay={() => {}}
          onSignedOut={() => {}}
          onAddService={() => {}}
          onRemoveService={() => {}}
          onChangeMaster={() => {}}
        />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const button = locale === 'en' ? 'Confirm booking' : 'Підтвердити запис';
  await userEvent.setup().click(screen.getByRole('button', { name: button }));
  return screen.findByRole('alert');
}

afterEach(() => vi.unstubAllGlobals());

describe('the review step refused by a cap', () => {
  it('says how many upcoming bookings the client has and offers the salon’s phone', async () => {
    const fetchMock = stubBooking(422, { error: 'too_many_upcoming', max: 6, message: '...' });
    const alert = await confirm('en');
    expect(alert).toHaveTextContent(
      'You already have 6 upcoming bookings, the most that can be booked online. Please call the salon to book more.',
    );
    expect(screen.getByRole('link', { name: 'Call the salon: +44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(screen.queryByText('Choose another day or time')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/booking/appointments']);
  });

  it('says it in Ukrainian, with the plural the number takes', async () => {
    stubBooking(422, { error: 'too_many_upcoming', max: 6 });
    const alert = await confirm('uk');
    expect(alert).toHaveTextContent('У вас уже 6 майбутніх записів — це найбільше, що можна записати онлайн.');
    expect(screen.getByRole('link', { name: 'Зателефонуйте до салону: +44 20 7946 0958' })).toBeInTheDocument();
  });

  it('says two bookings are under way already, in both languages', async () => {
    stubBooking(422, { error: 'too_many_drafts' });
    expect(await confirm('en')).toHaveTextContent(
      'You already have two bookings under way (perhaps in another window).',
    );
    document.body.innerHTML = '';
    expect(await confirm('uk')).toHaveTextContent('У вас уже оформлюються два записи (можливо, в іншому вікні).');
  });
});
