/**
 * The price list: the catalogue tree reduced to what one salon offers, each service with
 * that salon's price, grouped top level -> direction -> category.
 */
import { canonicalCataloguePath } from '@/lib/catalogue/catalogue-paths';
import type { CategoryNode } from '@/lib/catalogue/category-tree';
import { offers } from '@/lib/catalogue/resolve-service-route';
import type { PriceSummary, Salon } from '@/lib/content/types';
import { priceForSalon } from './format-price';

export type PriceRow = { id: number; title: string; href: string; durationMinutes: number | null; price: PriceSummary | null };
export type PriceGroup = { id: number; name: string; level: CategoryNode['level']; rows: PriceRow[]; groups: PriceGroup[] };

export function buildPriceList(nodes: readonly CategoryNode[], salon: Salon, salons: readonly Salon[]): PriceGroup[] {
  const toGroup = (node: CategoryNode): PriceGroup | null => {
    const rows = node.services
      .filter((service) => offers(salon, service))
      .map((service) => ({
        id: service.id,
        title: service.title,
        href: canonicalCataloguePath({ kind: 'service', node, salon: null, service }, salons),
        durationMinutes: service.durationMinutes,
        price: priceForSalon(service, salon.id) ?? service.price,
      }));
    const groups = node.children.map(toGroup).filter((group): group is PriceGroup => group !== null);
    if (rows.length === 0 && groups.length === 0) return null;
    return { id: node.category.id, name: node.category.name, level: node.level, rows, groups };
  };
  return nodes.map(toGroup).filter((group): group is PriceGroup => group !== null);
}

/** How many services a price list holds. */
export function countRows(groups: readonly PriceGroup[]): number {
  return groups.reduce((sum, group) => sum + group.rows.length + countRows(group.groups), 0);
}

/** How many groups a price list holds, at every depth. */
export function countGroups(groups: readonly PriceGroup[]): number {
  return groups.reduce((sum, group) => sum + 1 + countGroups(group.groups), 0);
}
