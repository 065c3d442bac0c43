import type { ContentLanguage } from '@/lib/content/content-language';
import { getEmployees, getSalons, getServiceCategories, getServices } from '@/lib/content';
import { buildCategoryTree } from '@/lib/catalogue/category-tree';
import { loadFeedbacks } from '@/lib/reviews/load-feedbacks';
import { withShownRatings } from '@/lib/reviews/rating-summary';
import { buildBookingRefs, buildCatalogueOrder, type SiteRefs } from './site-refs';

/** The booking refs of the site's content, with the catalogue's order; the site books for its branch, the feed's first salon. */
export async function loadBookingRefs(lang: ContentLanguage = 'en'): Promise<SiteRefs> {
  const [services, categories, employees, salons, feedbacks] = await Promise.all([
    getServices(lang),
    getServiceCategories(lang),
    getEmployees(lang),
    getSalons(lang),
    loadFeedbacks(),
  ]);
  // The panel shows each master's rating as every page does: the feedbacks' average, to one decimal.
  const masters = withShownRatings(employees, feedbacks);
  const salonId = salons[0]?.id ?? 0;
  return {
    ...buildBookingRefs({ services, categories, masters, salonId }),
    ...buildCatalogueOrder(buildCategoryTree(categories, services), services, salonId),
  };
}
