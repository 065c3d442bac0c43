import type { ContentLanguage } from '@/lib/content/content-language';
import { getEmployees, getSalons, getServiceCategories, getServices } from '@/lib/content';
import { buildBookingRefs, type BookingRefs } from './site-refs';

/** The booking refs of the site's content; the site books for its branch, the feed's first salon. */
export async function loadBookingRefs(lang: ContentLanguage = 'en'): Promise<BookingRefs> {
  const [services, categories, masters, salons] = await Promise.all([
    getServices(lang),
    getServiceCategories(lang),
    getEmployees(lang),
    getSalons(lang),
  ]);
  return buildBookingRefs({ services, categories, masters, salonId: salons[0]?.id ?? 0 });
}
