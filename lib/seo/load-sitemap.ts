import { getConfig } from '@/lib/config';
import { loadSiteSnapshot } from '@/lib/routing/site-snapshot';
import { buildSitemapEntries, type SitemapEntry } from './sitemap-entries';
import { listSitePages } from './site-paths';

/** Every indexable address of the site, from the snapshot in Ukrainian (which says what is translated). */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  return buildSitemapEntries(getConfig().siteUrl, listSitePages(await loadSiteSnapshot('uk')));
}

/** The address of the sitemap's file `part` (from 1), when the site needs more than one. */
export const sitemapFilePath = (part: number) => `/sitemaps/${part}.xml`;
