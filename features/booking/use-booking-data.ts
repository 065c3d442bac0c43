'use client';

import { useQuery } from '@tanstack/react-query';
import { bookingApi } from './booking-api';

const minute = 60_000;

/** The salon's lists the panels read (kept for the page's life: they change rarely). */
export function useBookingCatalogue() {
  const services = useQuery({ queryKey: ['services'], queryFn: bookingApi.services, staleTime: 10 * minute });
  const categories = useQuery({ queryKey: ['categories'], queryFn: bookingApi.categories, staleTime: 10 * minute });
  const employees = useQuery({ queryKey: ['employees'], queryFn: bookingApi.employees, staleTime: 10 * minute });
  const locations = useQuery({ queryKey: ['locations'], queryFn: bookingApi.locations, staleTime: 10 * minute });
  const refs = useQuery({ queryKey: ['site-refs'], queryFn: bookingApi.refs, staleTime: 60 * minute });
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
