import { buildBookingRefs } from '@/lib/booking/site-refs';
import { getEmployees, getSalons, getServiceCategories, getServices } from '@/lib/content';

// Built with the pages and refreshed with them; the booking panel loads it when first opened.
export const revalidate = 3600;

export async function GET() {
  const [services, categories, masters, salons] = await Promise.all([
    getServices(),
    getServiceCategories(),
    getEmployees(),
    getSalons(),
  ]);
  // The site books for its branch: the first salon of the feed.
  const salonId = salons[0]?.id ?? 0;
  return Response.json(buildBookingRefs({ services, categories, masters, salonId }));
}
