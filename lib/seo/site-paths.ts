import { bookingPagePath } from '@/lib/booking/booking-paths';
import { articlesInCategory, blogArticlePath, blogCategoryPath, blogPath, categoriesWithArticles } from '@/lib/blog/blog-view';
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

/** A feed's date (`2026-03-18T16:42:10`, `2026-06-02 08:30:00`) as the day a sitemap's `lastmod` gives, or null. */
export function lastModifiedDay(date: string | null | undefined): string | null {
  const day = date?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
}

/**
 * Every page with whether its own words are in the snapshot's language: a page is translated
 * when the item it shows is (the CMS page, the category, the service, the article, ...).
 * Pages made of interface text and lists (the price list, the blog's front) count as
 * translated. Each carries the day its content last changed where the content says (a CMS
 * page's and an article's last edit, a vacancy's posting), and no day otherwise.
 */
export function listSitePages(site: SiteSnapshot): SitemapPage[] {
  const original = 'en';
  const page = (path: string, lang: string = original, lastModified: string | null = null): SitemapPage => ({
    path,
    translated: lang !== original,
    lastModified,
  });
  const cmsPaths = (Object.keys(cmsPageRoutes) as CmsPagePath[]).filter((path) => site.cmsPages.has(cmsPageRoutes[path]));
  const cmsPage = (path: CmsPagePath) => {
    const entry = site.cmsPages.get(cmsPageRoutes[path]);
    return page(path, entry?.lang, lastModifiedDay(entry?.modified));
  };
  const routeLang = (path: string): string => {
    const route = resolveServiceRoute(path.split('/').filter(Boolean).slice(1), site.tree, site.salons);
    if (route.kind === 'service') return route.service.lang;
    if (route.kind === 'category') return route.node.category.lang;
    if (route.kind === 'salon') return route.salon.lang;
    return original;
  };
  const listed = site.tree.tops[0]?.category.lang ?? 'uk';
  const articleDay = (article: SiteSnapshot['articles'][number]) => lastModifiedDay(article.modified ?? article.date);
  // A list changes when its newest item does.
  const newest = (days: (string | null)[]) => days.filter((day): day is string => day !== null).sort().at(-1) ?? null;
  return [
    ...cmsPaths.map(cmsPage),
    page(priceListPath, listed),
    ...site.tree.tops.map((top) => page(priceTopPath(top.category.slug), top.category.lang)),
    ...listCataloguePaths(site.tree, site.salons, true).map((path) => page(path, routeLang(path))),
    // The booking page lists the booking system's own names of services, which are English.
    page(bookingPagePath, original),
    page(blogPath, listed, newest(site.articles.map(articleDay))),
    ...categoriesWithArticles(site.articleCategories, site.articles).map((category) =>
      page(
        blogCategoryPath(category.slug),
        category.lang,
        newest(articlesInCategory(site.articles, category.slug).map(articleDay)),
      ),
    ),
    ...site.articles.map((article) => page(blogArticlePath(article), article.lang, articleDay(article))),
    page(mastersPath, listed),
    ...site.masters.filter(isShownMaster).map((master) => page(masterPath(master), master.lang)),
    ...site.salonCategories.filter((category) => !category.externalUrl).map((category) => page(salonCategoryPath(category), category.lang)),
    ...site.salons.map((salon) => page(salonPath(salon), salon.lang)),
    ...site.vacancies.map((vacancy) => page(vacancyPath(vacancy), vacancy.lang, lastModifiedDay(vacancy.date))),
  ];
}
