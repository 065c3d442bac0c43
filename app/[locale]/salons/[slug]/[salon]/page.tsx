import { getSalonCategories, getSalons } from '@/lib/content';
import { salonsInCategory } from '@/lib/salons/salon-directory';
import { salonDirectoryMetadata, SalonDirectoryPage } from '@/features/salons/salon-directory-route';

export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { slug: string } }) {
  const [salons, categories] = await Promise.all([getSalons('en'), getSalonCategories('en')]);
  const category = categories.find((candidate) => candidate.slug === params.slug);
  return category ? salonsInCategory(category, salons, categories).map((salon) => ({ salon: salon.slug })) : [];
}

export const generateMetadata = salonDirectoryMetadata;
export default SalonDirectoryPage;
