import { cache } from 'react';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getPage, getSalons } from '@/lib/content';

/** What a price list page needs: the tree, the salons, and the top level asked for (null for all). */
export const getPriceListData = cache(async (top: string | null) => {
  const [tree, salons] = await Promise.all([getCatalogue(), getSalons()]);
  const current = top ? (tree.tops.find((node) => node.category.slug === top) ?? null) : null;
  const page = current ? await getPage(`price-${current.category.slug}`) : null;
  return { tree, salons, current, page };
});
