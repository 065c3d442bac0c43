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
import type { ContentLanguage } from '@/lib/content/content-language';
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
  /** Slugs of the CMS pages the feed has, each with the language its words are in and when it was last edited. */
  cmsPages: ReadonlyMap<string, { lang: ContentLanguage; modified: string | null }>;
  /** Catalogue paths spelled with WordPress's uniqueness suffixes, to the page each means. */
  catalogueAliases: ReadonlyMap<string, string>;
};

/**
 * The snapshot in a language: the addresses are the same in every language (the gate reads the
 * originals); the items carry the language of their words, which the sitemap reads.
 */
export async function loadSiteSnapshot(language: ContentLanguage = 'en'): Promise<SiteSnapshot> {
  const pageSlugs: string[] = [...new Set(Object.values(cmsPageRoutes))];
  const [categories, services, salons, salonCategories, articles, articleCategories, masters, vacancies, pages] =
    await Promise.all([
      getServiceCategories(language),
      getServices(language),
      getSalons(language),
      getSalonCategories(language),
      getArticles(language),
      getArticleCategories(language),
      getEmployees(language),
      getVacancies(language),
      Promise.all(pageSlugs.map(async (slug) => ({ slug, page: await getPage(slug, language) }))),
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
    cmsPages: new Map(pages.flatMap(({ slug, page }) => (page ? [[slug, { lang: page.lang, modified: page.modified }] as const] : []))),
    catalogueAliases: new Map(listCatalogueAliases(tree, salons).map(({ from, to }) => [from, to])),
  };
}
