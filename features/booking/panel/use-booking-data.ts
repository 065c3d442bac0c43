'use client';

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { bookingApi } from '../steps/booking-api';

const minute = 60_000;

/** The salon's lists the panels read (kept for the page's life: they change rarely). */
const catalogueQueries = {
  services: queryOptions({ queryKey: ['services'], queryFn: bookingApi.services, staleTime: 10 * minute }),
  categories: queryOptions({ queryKey: ['categories'], queryFn: bookingApi.categories, staleTime: 10 * minute }),
  employees: queryOptions({ queryKey: ['employees'], queryFn: bookingApi.employees, staleTime: 10 * minute }),
  locations: queryOptions({ queryKey: ['locations'], queryFn: bookingApi.locations, staleTime: 10 * minute }),
  refs: queryOptions({ queryKey: ['site-refs'], queryFn: bookingApi.refs, staleTime: 60 * minute }),
};

/** Whether the booking system's widget replaces the panel's own steps. */
export const widgetQuery = queryOptions({ queryKey: ['widget'], queryFn: bookingApi.widget, staleTime: Infinity, retry: 1 });

/** Asks for everything the panel's first step needs at once, before the panel asks for it. */
export function prefetchBookingCatalogue(client: QueryClient) {
  for (const query of [widgetQuery, ...Object.values(catalogueQueries)]) void client.prefetchQuery(query as ReturnType<typeof queryOptions>);
}

export function useBookingCatalogue() {
  const services = useQuery(catalogueQueries.services);
  const categories = useQuery(catalogueQueries.categories);
  const employees = useQuery(catalogueQueries.employees);
  const locations = useQuery(catalogueQueries.locations);
  const refs = useQuery(catalogueQueries.refs);
  const all = [services, categories, employees, locations, refs];
  return {
    services: services.data ?? [],
    categories: categories.data ?? [],
    employees: employees.data ?? [],
    location: locations.data?.find((location) => location.active) ?? locations.data?.[0] ?? null,
    refs: refs.data ?? null,
    pending: all.some((query) => query.isPending),
    error: all.find((query) => query.error)?.error ?? null,
    retry: () => all.forEach((query) => (query.error ? void query.refetch() : undefined)),
  };
}

export type BookingCatalogue = ReturnType<typeof useBookingCatalogue>;
