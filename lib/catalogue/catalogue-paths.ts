/** Addresses in the catalogue, with and without a salon segment, and which one is canonical. */
import type { Salon } from '@/lib/content/types';
import type { CategoryNode, CategoryTree } from './category-tree';
import { offers, offersAnyUnder, type ServiceRoute } from './resolve-service-route';

export function catalogueHref(slugs: readonly string[], salon: Pick<Salon, 'slug'> | null = null): string {
  return `/services/${salon ? `${salon.slug}/` : ''}${slugs.join('/')}/`;
}

/** Men's pages are about London; women's about the Chelsea branch (SPEC.md section 1). */
export function isMensNode(node: CategoryNode): boolean {
  return node.slugs[0] === 'male';
}

/** The slugs of what a route shows, from the top level down. */
export function routeSlugs(route: Exclude<ServiceRoute, { kind: 'not-found' } | { kind: 'salon' }>): string[] {
  return route.kind === 'service' ? [...route.node.slugs, route.service.slug] : route.node.slugs;
}

/**
 * The canonical path of a route: women's pages live under the branch that offers them
 * (`/services/backstage-chelsea/female/...`), also when reached without it; men's pages have
 * no branch segment. Where no salon offers a women's page, its plain path is canonical.
 */
export function canonicalCataloguePath(route: Exclude<ServiceRoute, { kind: 'not-found' }>, salons: readonly Salon[]): string {
  if (route.kind === 'salon') return `/services/${route.salon.slug}/`;
  const slugs = routeSlugs(route);
  if (isMensNode(route.node)) return catalogueHref(slugs);
  const inOffer = (salon: Salon) => (route.kind === 'service' ? offers(salon, route.service) : offersAnyUnder(salon, route.node));
  const branch = route.salon && inOffer(route.salon) ? route.salon : (salons.find(inOffer) ?? null);
  return catalogueHref(slugs, branch);
}

/**
 * Every catalogue page worth prerendering: each node and service at its plain path, and the
 * women's pages again at their canonical branch path; with `canonicalOnly`, just the canonical ones.
 */
export function listCataloguePaths(tree: CategoryTree, salons: readonly Salon[], canonicalOnly = false): string[] {
  const paths = new Set<string>();
  const visit = (node: CategoryNode) => {
    const routes: Exclude<ServiceRoute, { kind: 'not-found' } | { kind: 'salon' }>[] = [
      { kind: 'category', node, salon: null, children: node.children, services: node.services },
      ...node.services.map((service) => ({ kind: 'service' as const, node, salon: null, service })),
    ];
    for (const route of routes) {
      if (!canonicalOnly) paths.add(catalogueHref(routeSlugs(route)));
      paths.add(canonicalCataloguePath(route, salons));
    }
    node.children.forEach(visit);
  };
  tree.tops.forEach(visit);
  return [...paths];
}
