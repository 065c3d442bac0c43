import { getSalonCategories, getSalons } from '@/lib/content';
import { salonDirectoryMetadata, SalonDirectoryPage } from '@/features/salons/salon-directory-route';

export const revalidate = 3600;

export async function generateStaticParams() {
  const [salons, categories] = await Promise.all([getSalons('en'), getSalonCategories('en')]);
  return [...salons, ...categories].map((item) => ({ slug: item.slug }));
}

export const generateMetadata = salonDirectoryMetadata;
export default SalonDirectoryPage;
