/**
 * Decides what a `/services/[...segments]/` path is. The first segment may name a salon;
 * the rest walk the category tree from the top, each slug matched among the children of
 * the previous one (slugs repeat under different parents), and the last may name a service
 * of the node reached. With a salon, only what that salon offers exists.
 */
import type { Salon, Service } from '@/lib/content/types';
import { nodePathSlug, servicesUnder, type CatalogueService, type CategoryNode, type CategoryTree } from './category-tree';

export type ServiceRoute =
  | { kind: 'salon'; salon: Salon; tops: CategoryNode[] }
  | { kind: 'category'; node: CategoryNode; salon: Salon | null; children: CategoryNode[]; services: CatalogueService[] }
  | { kind: 'service'; node: CategoryNode; salon: Salon | null; service: CatalogueService }
  | { kind: 'not-found' };

const notFound: ServiceRoute = { kind: 'not-found' };

/** Whether a salon offers a service (no salon: everything is on offer). */
export function offers(salon: Salon | null, service: Service): boolean {
  return !salon || salon.serviceIds.includes(service.id);
}

/** Whether anything under the node is on offer at the salon. */
export function offersAnyUnder(salon: Salon | null, node: CategoryNode): boolean {
  return servicesUnder(node).some((service) => offers(salon, service));
}

export function resolveServiceRoute(segments: readonly string[], tree: CategoryTree, salons: readonly Salon[]): ServiceRoute {
  if (segments.length === 0) return notFound;
  const salon = salons.find((candidate) => candidate.slug === segments[0]) ?? null;
  const path = salon ? segments.slice(1) : segments;

  if (salon && path.length === 0) {
    const tops = tree.tops.filter((top) => offersAnyUnder(salon, top));
    return tops.length > 0 ? { kind: 'salon', salon, tops } : notFound;
  }

  let node: CategoryNode | undefined = tree.tops.find((top) => nodePathSlug(top) === path[0]);
  if (!node) return notFound;

  for (let index = 1; index < path.length; index += 1) {
    const slug = path[index];
    const child: CategoryNode | undefined = node.children.find((candidate) => nodePathSlug(candidate) === slug);
    if (child) {
      node = child;
      continue;
    }
    const isLast = index === path.length - 1;
    const service = isLast ? node.services.find((candidate) => candidate.pathSlug === slug) : undefined;
    if (!service || !offers(salon, service)) return notFound;
    return { kind: 'service', node, salon, service };
  }

  if (!offersAnyUnder(salon, node)) return notFound;
  return {
    kind: 'category',
    node,
    salon,
    children: node.children.filter((child) => offersAnyUnder(salon, child)),
    services: node.services.filter((service) => offers(salon, service)),
  };
}
