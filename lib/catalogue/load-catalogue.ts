import { cache } from 'react';
import type { ContentLanguage } from '@/lib/content/content-language';
import { getServiceCategories, getServices } from '@/lib/content';
import { buildCategoryTree } from './category-tree';

/** The whole catalogue tree, built once per request. */
export const getCatalogue = cache(async (lang: ContentLanguage) => {
  const [categories, services] = await Promise.all([getServiceCategories(lang), getServices(lang)]);
  return buildCategoryTree(categories, services);
});
