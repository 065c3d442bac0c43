import { listCataloguePaths } from '@/lib/catalogue/catalogue-paths';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getArticleCategories, getArticles, getEmployees, getSalonCategories, getSalons, getVacancies } from '@/lib/content';
import { isShownMaster } from '@/lib/masters/shown-masters';
import { salonPath } from '@/lib/salons/salon-paths';

/** The canonical path of every page of the site, for the sitemap. */
export async function listSitePaths(): Promise<string[]> {
  const [tree, salons, salonCategories, articles, articleCategories, employees, vacancies] = await Promise.all([
    getCatalogue(),
    getSalons(),
    getSalonCategories(),
    getArticles(),
    getArticleCategories(),
    getEmployees(),
    getVacancies(),
  ]);
  return [
    '/',
    '/about/',
    '/charity/',
    '/contacts/',
    '/policy/',
    '/price/',
    ...tree.tops.map((top) => `/price/${top.category.slug}/`),
    ...listCataloguePaths(tree, salons, true),
    '/blog/',
    ...articleCategories.filter((c) => articles.some((a) => a.categorySlug === c.slug)).map((c) => `/blog/${c.slug}/`),
    ...articles.map((a) => `/blog/${a.categorySlug}/${a.slug}/`),
    '/employees/',
    ...employees.filter(isShownMaster).map((m) => `/employees/${m.slug}/`),
    '/salons/',
    ...salonCategories.filter((c) => !c.externalUrl).map((c) => `/salons/${c.slug}/`),
    ...salons.map((salon) => salonPath(salon)),
    '/vacancies/',
    ...vacancies.map((v) => `/vacancies/${v.slug}/`),
  ];
}
