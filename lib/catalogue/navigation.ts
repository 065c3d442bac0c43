import { categoryPath, type CategoryTree } from './category-tree';

/** A menu entry as the header and footer draw it: plain data a client component can take. */
export type NavItem = { label: string; href: string; children: NavItem[] };

/** The services menu: top levels, their directions and the categories under those. */
export function servicesNavigation(tree: CategoryTree): NavItem[] {
  const toItem = (node: CategoryTree['tops'][number]): NavItem => ({
    label: node.category.name,
    href: categoryPath(node),
    children: node.children.map(toItem),
  });
  return tree.tops.map(toItem);
}
