import { getEmployees, getSalons, getServiceCategories, getServices } from '@/lib/content';
import { buildBookingRefs, type BookingRefs } from './site-refs';

/** The booking refs of the site's content; the site books for its branch, the feed's first salon. */
export async function loadBookingRefs(): Promise<BookingRefs> {
  const [services, categories, masters, salons] = await Promise.all([
    getServices(),
    getServiceCategories(),
    getEmployees(),
    getSalons(),
  ]);
  return buildBookingRefs({ services, categories, masters, salonId: salons[0]?.id ?? 0 });
}
