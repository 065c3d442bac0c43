/** Addresses in the catalogue, with and without a salon segment, and which one is canonical. */
import type { Salon } from '@/lib/content/types';
import type { CategoryNode, CategoryTree } from './category-tree';
import { offers, offersAnyUnder, type ServiceRoute } from './resolve-service-route';

export function catalogueHref(slugs: readonly string[], salon: Pick<Salon, 'slug'> | null = null): string {
  return `/services/${salon ? `${salon.slug}/` : ''}${slugs.join('/')}/`;
}

/** Men's pages are about London; women's about the Chelsea branch. */
export function isMensNode(node: CategoryNode): boolean {
  return node.slugs[0] === 'male';
}

type ItemRoute = Exclude<ServiceRoute, { kind: 'not-found' } | { kind: 'salon' }>;

/** The path slugs of what a route shows, from the top level down. */
export function routeSlugs(route: ItemRoute): string[] {
  return route.kind === 'service' ? [...route.node.slugs, route.service.pathSlug] : route.node.slugs;
}

/** The same chain in the feed's own slugs, which may carry WordPress's uniqueness suffixes. */
function rawRouteSlugs(route: ItemRoute): string[] {
  return route.kind === 'service' ? [...route.node.rawSlugs, route.service.slug] : route.node.rawSlugs;
}

/**
 * The salon segment of a route's canonical path: women's pages live under the branch that
 * offers them (`/services/backstage-chelsea/female/...`), also when reached without it; men's
 * pages have no branch segment, nor do women's pages that no salon offers.
 */
function canonicalBranch(route: ItemRoute, salons: readonly Salon[]): Salon | null {
  if (isMensNode(route.node)) return null;
  const inOffer = (salon: Salon) => (route.kind === 'service' ? offers(salon, route.service) : offersAnyUnder(salon, route.node));
  return route.salon && inOffer(route.salon) ? route.salon : (salons.find(inOffer) ?? null);
}

/** The canonical path of a route (see `canonicalBranch` for its salon segment). */
export function canonicalCataloguePath(route: Exclude<ServiceRoute, { kind: 'not-found' }>, salons: readonly Salon[]): string {
  if (route.kind === 'salon') return `/services/${route.salon.slug}/`;
  return catalogueHref(routeSlugs(route), canonicalBranch(route, salons));
}

/** Each node and service of the tree as a route without a salon. */
function itemRoutes(tree: CategoryTree): ItemRoute[] {
  const routes: ItemRoute[] = [];
  const visit = (node: CategoryNode) => {
    routes.push({ kind: 'category', node, salon: null, children: node.children, services: node.services });
    for (const service of node.services) routes.push({ kind: 'service', node, salon: null, service });
    node.children.forEach(visit);
  };
  tree.tops.forEach(visit);
  return routes;
}

/**
 * Every catalogue page worth prerendering: each node and service at its plain path, and the
 * women's pages again at their canonical branch path; with `canonicalOnly`, just the canonical ones.
 */
export function listCataloguePaths(tree: CategoryTree, salons: readonly Salon[], canonicalOnly = false): string[] {
  const paths = new Set<string>();
  for (const route of itemRoutes(tree)) {
    if (!canonicalOnly) paths.add(catalogueHref(routeSlugs(route)));
    paths.add(canonicalCataloguePath(route, salons));
  }
  return [...paths];
}

/** Every spelling of a chain that uses the raw slug for at least one segment where it differs. */
function suffixedSpellings(raw: readonly string[], slugs: readonly string[]): string[][] {
  let spellings: string[][] = [[]];
  raw.forEach((rawSlug, index) => {
    const options = rawSlug === slugs[index] ? [rawSlug] : [slugs[index]!, rawSlug];
    spellings = spellings.flatMap((start) => options.map((option) => [...start, option]));
  });
  return spellings.filter((spelling) => spelling.join('/') !== slugs.join('/'));
}

/**
 * The addresses that answer 301 to a catalogue page: each listed path spelt with the feed's
 * own slugs where WordPress's uniqueness suffixes make them differ, in any mix
 * (`/services/male/nails/nail-care-application-2/` -> `/services/male/nails/nail-care-application/`).
 * Paths are locale-free and end in a slash; none is itself a page.
 */
export function listCatalogueAliases(tree: CategoryTree, salons: readonly Salon[]): { from: string; to: string }[] {
  const pages = new Set(listCataloguePaths(tree, salons));
  const aliases = new Map<string, string>();
  for (const route of itemRoutes(tree)) {
    const slugs = routeSlugs(route);
    const branch = canonicalBranch(route, salons);
    for (const spelling of suffixedSpellings(rawRouteSlugs(route), slugs)) {
      for (const salon of branch ? [null, branch] : [null]) {
        const from = catalogueHref(spelling, salon);
        if (!pages.has(from) && !aliases.has(from)) aliases.set(from, catalogueHref(slugs, salon));
      }
    }
  }
  return [...aliases].map(([from, to]) => ({ from, to }));
}
