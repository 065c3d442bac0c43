import { cache } from 'react';
import type { ContentLanguage } from '@/lib/content/content-language';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getPage, getSalons } from '@/lib/content';

/** What a price list page needs: the tree, the salons, and the top level asked for (null for all). */
export const getPriceListData = cache(async (top: string | null, lang: ContentLanguage) => {
  const [tree, salons] = await Promise.all([getCatalogue(lang), getSalons(lang)]);
  const current = top ? (tree.tops.find((node) => node.category.slug === top) ?? null) : null;
  const page = current ? await getPage(`price-${current.category.slug}`, lang) : null;
  return { tree, salons, current, page };
});
