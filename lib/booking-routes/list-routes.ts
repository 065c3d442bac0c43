/**
 * The site's public booking lists (`/api/locations/`, `/api/categories`, `/api/services`,
 * `/api/employees`, `/api/employees/positions`, `/api/feedbacks`): the booking system's
 * answer in the site's types, kept 60 s and shared, or `[]` with 200 when it fails.
 * The application token stays on the server.
 */
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { cachedList } from './cached-list';

export const listTtlMs = 60_000;

const lists = {
  locations: (client: BookingClient) => client.locations(),
  categories: (client: BookingClient) => client.categories(),
  services: (client: BookingClient) => client.services(),
  employees: (client: BookingClient) => client.employees(),
  positions: (client: BookingClient) => client.positions(),
  feedbacks: (client: BookingClient) => client.feedbacks(),
} as const;

export type ListName = keyof typeof lists;

export function createListHandler(name: ListName, client: () => Promise<BookingClient>, ttlMs = listTtlMs) {
  const load = cachedList<unknown>(name, async () => lists[name](await client()), ttlMs);
  return async (): Promise<Response> => {
    const items = await load();
    return Response.json(items, {
      headers: { 'Cache-Control': items.length > 0 ? `public, max-age=${Math.round(ttlMs / 1000)}` : 'no-store' },
    });
  };
}
