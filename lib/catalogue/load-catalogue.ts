import { cache } from 'react';
import { getServiceCategories, getServices } from '@/lib/content';
import { buildCategoryTree } from './category-tree';

/** The whole catalogue tree, built once per request. */
export const getCatalogue = cache(async () => {
  const [categories, services] = await Promise.all([getServiceCategories(), getServices()]);
  return buildCategoryTree(categories, services);
});
