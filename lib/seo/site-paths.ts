import { blogArticlePath, blogCategoryPath, blogPath, categoriesWithArticles } from '@/lib/blog/blog-view';
import { listCataloguePaths } from '@/lib/catalogue/catalogue-paths';
import { masterPath, mastersPath } from '@/lib/masters/master-paths';
import { isShownMaster } from '@/lib/masters/shown-masters';
import { cmsPageRoutes, type CmsPagePath } from '@/lib/routing/cms-page-routes';
import type { SiteSnapshot } from '@/lib/routing/site-snapshot';
import { salonCategoryPath, salonPath } from '@/lib/salons/salon-paths';
import { vacancyPath } from '@/lib/vacancies/vacancy-paths';
import { priceListPath, priceTopPath } from '@/lib/pricing/price-paths';

/**
 * The canonical path of every page of the site, for the sitemap: from the same snapshot of
 * the content the address gate judges by, so the sitemap lists exactly pages that exist.
 */
export function listSitePaths(site: SiteSnapshot): string[] {
  const cmsPaths = (Object.keys(cmsPageRoutes) as CmsPagePath[]).filter((path) => site.cmsPages.has(cmsPageRoutes[path]));
  return [
    ...cmsPaths,
    priceListPath,
    ...site.tree.tops.map((top) => priceTopPath(top.category.slug)),
    ...listCataloguePaths(site.tree, site.salons, true),
    blogPath,
    ...categoriesWithArticles(site.articleCategories, site.articles).map((category) => blogCategoryPath(category.slug)),
    ...site.articles.map(blogArticlePath),
    mastersPath,
    ...site.masters.filter(isShownMaster).map(masterPath),
    ...site.salonCategories.filter((category) => !category.externalUrl).map(salonCategoryPath),
    ...site.salons.map(salonPath),
    ...site.vacancies.map(vacancyPath),
  ];
}
