/**
 * The masters who take each of the site's services (`service-masters.ts`), by each service's
 * first booking id (its only one, or its first price option's), kept per server process.
 */
import { getSalons, getServices } from '@/lib/content';
import { getBookingClient } from './booking-system';
import { keptServiceMasters } from './service-masters';
import { bookableOptions } from './site-refs';

export const loadServiceMasters = keptServiceMasters(getBookingClient, async () => {
  const [services, salons] = await Promise.all([getServices('en'), getSalons('en')]);
  const salonId = salons[0]?.id ?? 0;
  return services.flatMap((service) => bookableOptions(service, salonId).slice(0, 1).map((option) => option.bookingServiceId));
});
