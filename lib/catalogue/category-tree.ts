/**
 * The service catalogue as a tree: top level (women, men) -> direction (hair, nails...) ->
 * category (colouring, styling...), with each service hung on the deepest node of its chain.
 */
import type { CategoryLevel, Service, ServiceCategory } from '@/lib/content/types';
import { choosePathSlugs } from './path-slugs';

/** A service as the catalogue holds it, with the slug its path uses (its slug less any uniqueness suffix WordPress added). */
export type CatalogueService = Service & { pathSlug: string };

export type CategoryNode = {
  category: ServiceCategory;
  level: CategoryLevel;
  /** Path slugs from the top level down to this node, e.g. ['female', 'hair', 'colouring']. */
  slugs: string[];
  /** The feed's own slugs of the same chain, which may carry WordPress's uniqueness suffixes. */
  rawSlugs: string[];
  parent: CategoryNode | null;
  children: CategoryNode[];
  services: CatalogueService[];
};

export type CategoryTree = {
  tops: CategoryNode[];
  byId: ReadonlyMap<number, CategoryNode>;
};

const levels: CategoryLevel[] = ['top', 'direction', 'category'];
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export function buildCategoryTree(categories: readonly ServiceCategory[], services: readonly Service[]): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  const childrenOf = new Map<number | null, ServiceCategory[]>();
  for (const category of categories) {
    const siblings = childrenOf.get(category.parentId) ?? [];
    siblings.push(category);
    childrenOf.set(category.parentId, siblings);
  }

  const knownTermSlugs = new Set(categories.map((category) => category.slug));
  const growAll = (siblings: readonly ServiceCategory[], parent: CategoryNode | null, depth: number): CategoryNode[] => {
    const sorted = [...siblings].sort(byOrder);
    const ancestors = parent ? [...parent.rawSlugs].reverse() : [];
    const pathSlugs = choosePathSlugs(
      sorted.map((category) => ({ slug: category.slug, ancestors })),
      knownTermSlugs,
    );
    return sorted.map((category, index) => {
      const node: CategoryNode = {
        category,
        level: levels[depth]!,
        slugs: [...(parent?.slugs ?? []), pathSlugs[index]!],
        rawSlugs: [...(parent?.rawSlugs ?? []), category.slug],
        parent,
        children: [],
        services: [],
      };
      byId.set(category.id, node);
      if (depth + 1 < levels.length) node.children = growAll(childrenOf.get(category.id) ?? [], node, depth + 1);
      return node;
    });
  };
  const tops = growAll(childrenOf.get(null) ?? [], null, 0);
  const homes = new Map<CategoryNode, Service[]>();
  for (const service of [...services].sort(byOrder)) {
    const home = deepestNode(service, byId);
    if (home) homes.set(home, [...(homes.get(home) ?? []), service]);
  }
  const knownServiceSlugs = new Set(services.map((service) => service.slug));
  for (const [node, own] of homes) {
    const childSlugs = new Set(node.children.map(nodePathSlug));
    const pathSlugs = choosePathSlugs(own, knownServiceSlugs, childSlugs);
    node.services = own.map((service, index) => ({ ...service, pathSlug: pathSlugs[index]! }));
  }
  return { tops, byId };
}

/** The deepest category of the service's chain that is in the tree and whose ancestors the chain also names. */
function deepestNode(service: Service, byId: ReadonlyMap<number, CategoryNode>): CategoryNode | null {
  const own = new Set(service.categoryIds);
  let best: CategoryNode | null = null;
  for (const id of service.categoryIds) {
    const node = byId.get(id);
    if (!node) continue;
    let consistent = true;
    for (let up = node.parent; up; up = up.parent) if (!own.has(up.category.id)) consistent = false;
    if (consistent && (!best || node.slugs.length > best.slugs.length)) best = node;
  }
  return best;
}

/** Every service in a node and all of its descendants. */
export function servicesUnder(node: CategoryNode): CatalogueService[] {
  return [...node.services, ...node.children.flatMap(servicesUnder)];
}

/** The node's own path slug, the last of its chain. */
export function nodePathSlug(node: CategoryNode): string {
  return node.slugs[node.slugs.length - 1]!;
}

/** The service with this feed slug and the node that lists it, or null. */
export function findServiceBySlug(tree: CategoryTree, slug: string): { node: CategoryNode; service: CatalogueService } | null {
  for (const node of tree.byId.values()) {
    const service = node.services.find((candidate) => candidate.slug === slug);
    if (service) return { node, service };
  }
  return null;
}

export function categoryPath(node: CategoryNode): string {
  return `/services/${node.slugs.join('/')}/`;
}
