import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getArticleCategories, getArticles, getEmployees, getSalons, getSkills } from '@/lib/content';
import type { ContentLanguage } from '@/lib/content/content-language';
import { buildSearchIndex } from './build-search-index';

/** Everything the site search finds in one language, as that language's pages show it. */
export async function loadSearchEntries(lang: ContentLanguage) {
  const [tree, salons, articles, articleCategories, masters, skills] = await Promise.all([
    getCatalogue(lang),
    getSalons(lang),
    getArticles(lang),
    getArticleCategories(lang),
    getEmployees(lang),
    getSkills(lang),
  ]);
  return buildSearchIndex({ tree, salons, articles, articleCategories, masters, skills });
}
