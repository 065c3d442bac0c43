import { cache } from 'react';
import type { ContentLanguage } from '@/lib/content/content-language';
import { getCatalogue } from '@/lib/catalogue/load-catalogue';
import { getArticleCategories, getArticles, getSalonCategories, getSalons } from '@/lib/content';
import { blogNavigation } from './blog-navigation';
import type { NavItem } from './nav-item';
import { salonsNavigation } from './salon-navigation';
import { servicesNavigation } from './services-navigation';
import { logger } from '@/lib/observability/logger.mjs';

export type SiteNavigation = { services: NavItem[]; salons: NavItem[]; blog: NavItem[] };

async function orEmpty(menu: string, build: () => Promise<NavItem[]>): Promise<NavItem[]> {
  try {
    return await build();
  } catch (error) {
    // A menu degrades to its plain link rather than taking the page down with the feed.
    logger.error({ scope: 'header', menu, err: error }, 'a menu could not be loaded');
    return [];
  }
}

/** What the header's menus list: the services, salons and blog trees. */
export const getSiteNavigation = cache(async (lang: ContentLanguage): Promise<SiteNavigation> => {
  const [services, salons, blog] = await Promise.all([
    orEmpty('services', async () => servicesNavigation(await getCatalogue(lang))),
    orEmpty('salons', async () => salonsNavigation(...(await Promise.all([getSalonCategories(lang), getSalons(lang)])))),
    orEmpty('blog', async () => blogNavigation(...(await Promise.all([getArticleCategories(lang), getArticles(lang)])))),
  ]);
  return { services, salons, blog };
});
