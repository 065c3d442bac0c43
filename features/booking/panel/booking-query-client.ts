import { QueryClient } from '@tanstack/react-query';

/** One query client for the booking and account panels, kept while the page lives, so reopening is instant. */
export const bookingQueryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
