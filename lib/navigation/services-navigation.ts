import { catalogueHref } from '@/lib/catalogue/catalogue-paths';
import { categoryPath, type CategoryNode, type CategoryTree } from '@/lib/catalogue/category-tree';
import type { NavItem } from './nav-item';

/**
 * The services menu: top levels, their directions, the categories under those, and the
 * services of each category. A direction without categories (facial treatments, the men's
 * directions) lists its services directly.
 */
export function servicesNavigation(tree: CategoryTree): NavItem[] {
  const toItem = (node: CategoryNode): NavItem => ({
    label: node.category.name,
    href: categoryPath(node),
    lang: node.category.lang,
    children: [
      ...node.children.map(toItem),
      ...node.services.map((service) => ({
        label: service.title,
        href: catalogueHref([...node.slugs, service.pathSlug]),
        lang: service.lang,
        children: [],
      })),
    ],
  });
  return tree.tops.map(toItem);
}
