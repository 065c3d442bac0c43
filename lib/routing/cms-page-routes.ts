/**
 * The plain routes that show one CMS page, by the page's slug in the feed. Such a route
 * exists only while its page does; the gate in proxy.ts and the route itself agree on it.
 */
export const cmsPageRoutes = {
  '/': 'main',
  '/about/': 'about',
  '/charity/': 'charity',
  '/contacts/': 'contacts_page',
  '/policy/': 'policy',
  '/salons/': 'salons',
  '/vacancies/': 'career',
} as const;

export type CmsPagePath = keyof typeof cmsPageRoutes;

/** Plain routes that render from collections alone, present whatever the CMS pages hold. */
export const collectionRoutes = ['/blog/', '/book/', '/employees/', '/price/'] as const;
