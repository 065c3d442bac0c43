import { getSalonCategories, getSalons } from '@/lib/content';
import { SalonCards } from './SalonCards';

/** The salons page's own part: every salon location and salon. */
export async function SalonsExtra() {
  const [salons, categories] = await Promise.all([getSalons(), getSalonCategories()]);
  return <SalonCards salons={salons} categories={categories} />;
}
