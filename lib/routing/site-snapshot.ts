/**
 * Everything that decides whether an address of the site exists, loaded through the content
 * layer in one go: the catalogue tree, salons, blog, masters, vacancies and which CMS pages
 * are present. The gate in proxy.ts keeps one per process (lib/routing/site-gate.ts).
 */
import { listCatalogueAliases } from '@/lib/catalogue/catalogue-paths';
import { buildCategoryTree, type CategoryTree } from '@/lib/catalogue/category-tree';
import {
  getArticleCategories,
  getArticles,
  getEmployees,
  getPage,
  getSalonCategories,
  getSalons,
  getServiceCategories,
  getServices,
  getVacancies,
} from '@/lib/content';
import type { Article, Master, Salon, SalonCategory, Term, Vacancy } from '@/lib/content/types';
import { cmsPageRoutes } from './cms-page-routes';

export type SiteSnapshot = {
  tree: CategoryTree;
  salons: Salon[];
  salonCategories: SalonCategory[];
  articles: Article[];
  articleCategories: Term[];
  masters: Master[];
  vacancies: Vacancy[];
  /** Slugs of the CMS pages the feed has. */
  cmsPages: ReadonlySet<string>;
  /** Catalogue paths spelled with WordPress's uniqueness suffixes, to the page each means. */
  catalogueAliases: ReadonlyMap<string, string>;
};

export async function loadSiteSnapshot(): Promise<SiteSnapshot> {
  const pageSlugs: string[] = [...new Set(Object.values(cmsPageRoutes))];
  const [categories, services, salons, salonCategories, articles, articleCategories, masters, vacancies, pages] =
    await Promise.all([
      getServiceCategories(),
      getServices(),
      getSalons(),
      getSalonCategories(),
      getArticles(),
      getArticleCategories(),
      getEmployees(),
      getVacancies(),
      Promise.all(pageSlugs.map(async (slug) => ((await getPage(slug)) ? slug : null))),
    ]);
  const tree = buildCategoryTree(categories, services);
  return {
    tree,
    salons,
    salonCategories,
    articles,
    articleCategories,
    masters,
    vacancies,
    cmsPages: new Set(pages.filter((slug): slug is string => slug !== null)),
    catalogueAliases: new Map(listCatalogueAliases(tree, salons).map(({ from, to }) => [from, to])),
  };
}
