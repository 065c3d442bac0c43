import { cache } from 'react';
import type { ContentLanguage } from '@/lib/content/content-language';
import { getSalons } from '@/lib/content';
import { getCatalogue } from './load-catalogue';
import { resolveServiceRoute } from './resolve-service-route';

/** The route of a `/services/...` path with what it needs, shared by the page and its metadata. */
export const getServiceRoute = cache(async (path: string, lang: ContentLanguage) => {
  const [tree, salons] = await Promise.all([getCatalogue(lang), getSalons(lang)]);
  return { route: resolveServiceRoute(path.split('/').filter(Boolean), tree, salons), tree, salons };
});
