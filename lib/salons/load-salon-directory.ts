import { cache } from 'react';
import type { ContentLanguage } from '@/lib/content/content-language';
import { getSalonCategories, getSalons } from '@/lib/content';
import { resolveSalonDirectory } from './salon-directory';

/** The route of a `/salons/...` path, shared by the page and its metadata. */
export const getSalonDirectoryRoute = cache(async (path: string, lang: ContentLanguage) => {
  const [salons, categories] = await Promise.all([getSalons(lang), getSalonCategories(lang)]);
  return { route: resolveSalonDirectory(path.split('/').filter(Boolean), salons, categories), salons, categories };
});
