/**
 * Decides, before anything renders, whether a path is a page of the site. It asks the same
 * pure resolvers the routes use (the catalogue, the salon directory, the blog, masters,
 * vacancies, price lists, CMS pages), so the gate in proxy.ts and the pages cannot disagree.
 * Paths are locale-free and split into decoded segments.
 */
import { categoriesWithArticles } from '@/lib/blog/blog-view';
import { resolveServiceRoute } from '@/lib/catalogue/resolve-service-route';
import { isShownMaster } from '@/lib/masters/shown-masters';
import { resolveSalonDirectory } from '@/lib/salons/salon-directory';
import { cmsPageRoutes, collectionRoutes, type CmsPagePath } from './cms-page-routes';
import type { SiteSnapshot } from './site-snapshot';

export type SitePathVerdict = { kind: 'page' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

const page: SitePathVerdict = { kind: 'page' };
const notFound: SitePathVerdict = { kind: 'not-found' };
const verdict = (exists: boolean): SitePathVerdict => (exists ? page : notFound);

/** How many segments may follow each section's first one. */
const sectionDepth: Record<string, { min: number; max: number }> = {
  services: { min: 1, max: 5 },
  salons: { min: 1, max: 2 },
  price: { min: 1, max: 1 },
  employees: { min: 1, max: 1 },
  vacancies: { min: 1, max: 1 },
  blog: { min: 1, max: 2 },
};

/**
 * Whether the path has the shape of some route at all, whatever the content holds: the
 * gate can turn every other path away even when the feed is down.
 */
export function hasRouteShape(segments: readonly string[]): boolean {
  const [first, ...rest] = segments;
  if (first === undefined) return true;
  if (rest.length === 0) return Object.hasOwn(cmsPageRoutes, `/${first}/`) || (collectionRoutes as readonly string[]).includes(`/${first}/`);
  const depth = Object.hasOwn(sectionDepth, first) ? sectionDepth[first] : undefined;
  return depth !== undefined && rest.length >= depth.min && rest.length <= depth.max;
}

export function resolveSitePath(segments: readonly string[], site: SiteSnapshot): SitePathVerdict {
  if (!hasRouteShape(segments)) return notFound;
  const [first, second, third, ...deeper] = segments;
  if (first === undefined) return verdict(site.cmsPages.has(cmsPageRoutes['/']));
  if (second === undefined) {
    const path = `/${first}/`;
    if (path in cmsPageRoutes && path !== '/') return verdict(site.cmsPages.has(cmsPageRoutes[path as CmsPagePath]));
    return verdict((collectionRoutes as readonly string[]).includes(path));
  }
  switch (first) {
    case 'services': {
      if (resolveServiceRoute(segments.slice(1), site.tree, site.salons).kind !== 'not-found') return page;
      const alias = site.catalogueAliases.get(`/${segments.join('/')}/`);
      return alias ? { kind: 'redirect', to: alias } : notFound;
    }
    case 'salons':
      return verdict(resolveSalonDirectory(segments.slice(1), site.salons, site.salonCategories).kind !== 'not-found');
    case 'price':
      return verdict(third === undefined && site.tree.tops.some((top) => top.category.slug === second));
    case 'employees':
      return verdict(third === undefined && site.masters.some((master) => master.slug === second && isShownMaster(master)));
    case 'vacancies':
      return verdict(third === undefined && site.vacancies.some((vacancy) => vacancy.slug === second));
    case 'blog': {
      if (deeper.length > 0) return notFound;
      if (third === undefined) {
        return verdict(categoriesWithArticles(site.articleCategories, site.articles).some((c) => c.slug === second));
      }
      return verdict(site.articles.some((article) => article.slug === third && article.categorySlug === second));
    }
    default:
      return notFound;
  }
}
