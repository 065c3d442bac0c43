import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getArticleCategories, getArticles, getEmployees, getSalons, getSkills } from '@/lib/content';
import { buildSearchIndex } from '@/lib/search/build-search-index';

// Built with the pages and refreshed with them; the search overlay loads it on first open.
export const revalidate = 3600;

export async function GET() {
  const [tree, salons, articles, articleCategories, masters, skills] = await Promise.all([
    getCatalogue(),
    getSalons(),
    getArticles(),
    getArticleCategories(),
    getEmployees(),
    getSkills(),
  ]);
  return Response.json(buildSearchIndex({ tree, salons, articles, articleCategories, masters, skills }));
}
