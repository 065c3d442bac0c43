import type { Salon, SalonCategory } from '@/lib/content/types';
import { salonCategoryPath, salonPath } from '@/lib/salons/salon-paths';
import type { NavItem } from './nav-item';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The salons menu: each top-level salon category with its sub-categories and the salons
 * filed directly in it. A category with a site of its own (London) links there instead of
 * to its page here.
 */
export function salonsNavigation(categories: readonly SalonCategory[], salons: readonly Salon[]): NavItem[] {
  const toItem = (category: SalonCategory): NavItem => ({
    label: category.name,
    href: category.externalUrl ?? salonCategoryPath(category),
    lang: category.lang,
    ...(category.externalUrl ? { external: true } : {}),
    children: [
      ...categories.filter((child) => child.parentId === category.id).sort(byOrder).map(toItem),
      ...salons
        .filter((salon) => salon.categoryIds.includes(category.id))
        .sort(byOrder)
        .map((salon) => ({ label: salon.title, href: salonPath(salon), lang: salon.lang, children: [] })),
    ],
  });
  return categories.filter((category) => category.parentId === null).sort(byOrder).map(toItem);
}
