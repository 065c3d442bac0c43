/**
 * The service catalogue as a tree: top level (women, men) -> direction (hair, nails...) ->
 * category (colouring, styling...), with each service hung on the deepest node of its chain.
 */
import type { CategoryLevel, Service, ServiceCategory } from '@/lib/content/types';

export type CategoryNode = {
  category: ServiceCategory;
  level: CategoryLevel;
  /** Slugs from the top level down to this node, e.g. ['female', 'hair', 'colouring']. */
  slugs: string[];
  parent: CategoryNode | null;
  children: CategoryNode[];
  services: Service[];
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

  const grow = (category: ServiceCategory, parent: CategoryNode | null, depth: number): CategoryNode => {
    const node: CategoryNode = {
      category,
      level: levels[depth]!,
      slugs: [...(parent?.slugs ?? []), category.slug],
      parent,
      children: [],
      services: [],
    };
    byId.set(category.id, node);
    if (depth + 1 < levels.length) {
      node.children = [...(childrenOf.get(category.id) ?? [])].sort(byOrder).map((child) => grow(child, node, depth + 1));
    }
    return node;
  };

  const tops = [...(childrenOf.get(null) ?? [])].sort(byOrder).map((top) => grow(top, null, 0));

  for (const service of [...services].sort(byOrder)) {
    const home = deepestNode(service, byId);
    if (home) home.services.push(service);
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
export function servicesUnder(node: CategoryNode): Service[] {
  return [...node.services, ...node.children.flatMap(servicesUnder)];
}

export function categoryPath(node: CategoryNode): string {
  return `/services/${node.slugs.join('/')}/`;
}
