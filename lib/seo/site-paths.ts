import { blogArticlePath, blogCategoryPath, blogPath, categoriesWithArticles } from '@/lib/blog/blog-view';
import { listCataloguePaths } from '@/lib/catalogue/catalogue-paths';
import { masterPath, mastersPath } from '@/lib/masters/master-paths';
import { isShownMaster } from '@/lib/masters/shown-masters';
import { cmsPageRoutes, type CmsPagePath } from '@/lib/routing/cms-page-routes';
import type { SiteSnapshot } from '@/lib/routing/site-snapshot';
import { salonCategoryPath, salonPath } from '@/lib/salons/salon-paths';
import { vacancyPath } from '@/lib/vacancies/vacancy-paths';
import { priceListPath, priceTopPath } from '@/lib/pricing/price-paths';
import { resolveServiceRoute } from '@/lib/catalogue/resolve-service-route';
import type { SitemapPage } from './sitemap-entries';

/**
 * The canonical path of every page of the site, for the sitemap: from the same snapshot of
 * the content the address gate judges by, so the sitemap lists exactly pages that exist.
 */
export function listSitePaths(site: SiteSnapshot): string[] {
  return listSitePages(site).map((page) => page.path);
}

/**
 * Every page with whether its own words are in the snapshot's language: a page is translated
 * when the item it shows is (the CMS page, the category, the service, the article, ...).
 * Pages made of interface text and lists (the price list, the blog's front) count as translated.
 */
export function listSitePages(site: SiteSnapshot): SitemapPage[] {
  const original = 'en';
  const page = (path: string, lang: string = site.cmsPages.get(cmsPageRoutes[path as CmsPagePath]) ?? original): SitemapPage => ({
    path,
    translated: lang !== original,
  });
  const cmsPaths = (Object.keys(cmsPageRoutes) as CmsPagePath[]).filter((path) => site.cmsPages.has(cmsPageRoutes[path]));
  const routeLang = (path: string): string => {
    const route = resolveServiceRoute(path.split('/').filter(Boolean).slice(1), site.tree, site.salons);
    if (route.kind === 'service') return route.service.lang;
    if (route.kind === 'category') return route.node.category.lang;
    if (route.kind === 'salon') return route.salon.lang;
    return original;
  };
  const listed = site.tree.tops[0]?.category.lang ?? 'uk';
  return [
    ...cmsPaths.map((path) => page(path)),
    page(priceListPath, listed),
    ...site.tree.tops.map((top) => page(priceTopPath(top.category.slug), top.category.lang)),
    ...listCataloguePaths(site.tree, site.salons, true).map((path) => page(path, routeLang(path))),
    page(blogPath, listed),
    ...categoriesWithArticles(site.articleCategories, site.articles).map((category) => page(blogCategoryPath(category.slug), category.lang)),
    ...site.articles.map((article) => page(blogArticlePath(article), article.lang)),
    page(mastersPath, listed),
    ...site.masters.filter(isShownMaster).map((master) => page(masterPath(master), master.lang)),
    ...site.salonCategories.filter((category) => !category.externalUrl).map((category) => page(salonCategoryPath(category), category.lang)),
    ...site.salons.map((salon) => page(salonPath(salon), salon.lang)),
    ...site.vacancies.map((vacancy) => page(vacancyPath(vacancy), vacancy.lang)),
  ];
}
