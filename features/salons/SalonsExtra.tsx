import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getSalonCategories, getSalons } from '@/lib/content';
import { SalonCards } from './SalonCards';

/** The salons page's own part: every salon location and salon. */
export async function SalonsExtra() {
  const locale = await getRequestLocale();
  const [salons, categories] = await Promise.all([getSalons(locale), getSalonCategories(locale)]);
  return <SalonCards salons={salons} categories={categories} />;
}
