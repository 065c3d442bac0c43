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
 * The salon segment that catalogue addresses carry: one shape for women's and men's pages.
 * With one salon, a salon's catalogue page shows what the plain page shows, so the plain
 * `/services/female/...` is the page and the `/services/<salon>/female/...` spelling names
 * it as canonical; only with several salons is each salon's selection a page of its own.
 */
export function catalogueSalonSegment(salon: Salon | null, salons: readonly Pick<Salon, 'id'>[]): Salon | null {
  return salon && salons.some((other) => other.id !== salon.id) ? salon : null;
}

/** The canonical path of a route: its salon page, or its chain under `catalogueSalonSegment`. */
export function canonicalCataloguePath(route: Exclude<ServiceRoute, { kind: 'not-found' }>, salons: readonly Salon[]): string {
  if (route.kind === 'salon') return salonCataloguePath(route.salon);
  return catalogueHref(routeSlugs(route), catalogueSalonSegment(route.salon, salons));
}

/** A salon's own catalogue page: the top levels it offers. */
export function salonCataloguePath(salon: Pick<Salon, 'slug'>): string {
  return `/services/${salon.slug}/`;
}

/** Whether a salon offers what a route shows. */
function inOffer(salon: Salon, route: ItemRoute): boolean {
  return route.kind === 'service' ? offers(salon, route.service) : offersAnyUnder(salon, route.node);
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
 * Every catalogue address that answers with a page: each node and service at its plain path,
 * each salon's catalogue page, and the pages again under each salon that offers them; with
 * `canonicalOnly`, just the canonical ones (`catalogueSalonSegment`).
 */
export function listCataloguePaths(tree: CategoryTree, salons: readonly Salon[], canonicalOnly = false): string[] {
  const paths = new Set<string>();
  const withSalons = salons.filter((salon) => tree.tops.some((top) => offersAnyUnder(salon, top)));
  for (const salon of withSalons) paths.add(salonCataloguePath(salon));
  for (const route of itemRoutes(tree)) {
    paths.add(catalogueHref(routeSlugs(route)));
    for (const salon of withSalons) {
      if (!inOffer(salon, route)) continue;
      const spelt = catalogueHref(routeSlugs(route), salon);
      if (!canonicalOnly || canonicalCataloguePath({ ...route, salon }, salons) === spelt) paths.add(spelt);
    }
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
 * own slugs where WordPress's uniqueness suffixes make them differ, in any mix, plain and
 * under each salon that offers it, each to the canonical address of what it names
 * (`/services/male/nails/nail-care-application-2/` -> `/services/male/nails/nail-care-application/`).
 * Paths are locale-free and end in a slash; none is itself a page.
 */
export function listCatalogueAliases(tree: CategoryTree, salons: readonly Salon[]): { from: string; to: string }[] {
  const pages = new Set(listCataloguePaths(tree, salons));
  const aliases = new Map<string, string>();
  for (const route of itemRoutes(tree)) {
    const slugs = routeSlugs(route);
    for (const spelling of suffixedSpellings(rawRouteSlugs(route), slugs)) {
      for (const salon of [null, ...salons.filter((candidate) => inOffer(candidate, route))]) {
        const from = catalogueHref(spelling, salon);
        if (!pages.has(from) && !aliases.has(from)) aliases.set(from, canonicalCataloguePath({ ...route, salon }, salons));
      }
    }
  }
  return [...aliases].map(([from, to]) => ({ from, to }));
}
