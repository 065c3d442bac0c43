import { cache } from 'react';
import { getSalonCategories, getSalons } from '@/lib/content';
import { resolveSalonDirectory } from './salon-directory';

/** The route of a `/salons/...` path, shared by the page and its metadata. */
export const getSalonDirectoryRoute = cache(async (path: string) => {
  const [salons, categories] = await Promise.all([getSalons(), getSalonCategories()]);
  return { route: resolveSalonDirectory(path.split('/').filter(Boolean), salons, categories), salons, categories };
});
